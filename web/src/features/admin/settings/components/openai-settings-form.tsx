import { useId, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { QUALITIES, type OpenAISettings, type OpenAIValues, type Quality } from '../api/get-engines'
import { useUpdateEngine } from '../api/update-engine'
import { NativeSelect } from '../../billing/components/native-select'
import { ApiKeyField } from './api-key-field'

/** The longest model name and key the server takes (docs/admin-api.md). */
const MAX_MODEL = 100
const MAX_KEY = 512

/** openAIProblem says why the form cannot be saved, or null. */
function openAIProblem(model: string, apiKey: string): string | null {
  if ([...model.trim()].length > MAX_MODEL) return `The model name is at most ${MAX_MODEL} characters.`
  if (apiKey.length > MAX_KEY || /[^\x21-\x7e]/.test(apiKey)) return 'An API key is printable characters without spaces.'
  return null
}

/** origin says where a value in effect comes from. */
function origin(settings: OpenAISettings, field: keyof OpenAIValues): string {
  return settings.adminSet.includes(field)
    ? `Set by an admin; the environment's is ${settings.environment[field]}.`
    : 'From the environment.'
}

/** OpenAISettingsForm edits the OpenAI engine's model, quality and write-only API key; keyed by the saved settings, so a save starts it afresh. */
export function OpenAISettingsForm({ settings }: { settings: OpenAISettings }) {
  const id = useId()
  const update = useUpdateEngine()
  const [model, setModel] = useState(settings.model)
  const [quality, setQuality] = useState<Quality>(settings.quality)
  const [apiKey, setApiKey] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const modelChanged = model.trim() !== settings.model
  const changed = modelChanged || quality !== settings.quality || apiKey !== ''

  const save = (event: FormEvent) => {
    event.preventDefault()
    const why = openAIProblem(model, apiKey)
    setProblem(why)
    if (why) return
    const fields: { model?: string | null; quality?: Quality; apiKey?: string } = {}
    if (modelChanged) fields.model = model.trim() || null // empty: the environment's again
    if (quality !== settings.quality) fields.quality = quality
    if (apiKey !== '') fields.apiKey = apiKey
    update.mutate({ name: 'openai', fields })
  }

  return (
    <form onSubmit={save} noValidate aria-labelledby={`${id}-title`} className="grid gap-4">
      <h3 id={`${id}-title`} className="font-medium">
        OpenAI image model
      </h3>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-model`}>Model</Label>
        <Input
          id={`${id}-model`}
          value={model}
          maxLength={MAX_MODEL}
          autoComplete="off"
          aria-describedby={`${id}-model-origin`}
          onChange={(e) => setModel(e.target.value)}
        />
        <p id={`${id}-model-origin`} className="text-sm text-muted-foreground">
          {origin(settings, 'model')} Leave it empty for the environment&apos;s.
        </p>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-quality`}>Quality</Label>
        <NativeSelect
          id={`${id}-quality`}
          value={quality}
          aria-describedby={`${id}-quality-origin`}
          onChange={(e) => setQuality(e.target.value as Quality)}
        >
          {QUALITIES.map((q) => (
            <option key={q} value={q}>
              {q}
            </option>
          ))}
        </NativeSelect>
        <p id={`${id}-quality-origin`} className="text-sm text-muted-foreground">
          {origin(settings, 'quality')}
        </p>
      </div>
      <ApiKeyField id={`${id}-key`} settings={settings} value={apiKey} onChange={setApiKey} />
      {problem ? (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={update.isPending || !changed}>
          {update.isPending ? 'Saving...' : 'Save OpenAI settings'}
        </Button>
        {settings.keySource === 'admin' ? (
          <Button
            type="button"
            variant="outline"
            disabled={update.isPending}
            onClick={() => update.mutate({ name: 'openai', fields: { apiKey: '' } })}
          >
            Remove the admin&apos;s key
          </Button>
        ) : null}
        {settings.adminSet.length > 0 ? (
          <Button
            type="button"
            variant="outline"
            disabled={update.isPending}
            onClick={() => update.mutate({ name: 'openai', fields: { model: null, quality: null } })}
          >
            Use the environment&apos;s model and quality
          </Button>
        ) : null}
      </div>
    </form>
  )
}
