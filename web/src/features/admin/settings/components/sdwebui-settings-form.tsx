import { useId, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import type { SDWebUISettings, SDWebUIValues } from '../api/get-engines'
import { useUpdateEngine } from '../api/update-engine'

/** The fields in order, with their labels and the ranges the server takes (docs/admin-api.md). */
const FIELDS: { key: keyof SDWebUIValues; label: string; hint: string; step?: number }[] = [
  { key: 'steps', label: 'Steps', hint: 'Sampling steps, 1 to 150.' },
  { key: 'cfgScale', label: 'CFG scale', hint: 'How closely it follows the prompt, 1 to 30.', step: 0.5 },
  { key: 'sampler', label: 'Sampler', hint: 'A sampler name the WebUI knows, such as Euler a.' },
  { key: 'size', label: 'Picture size', hint: 'Width and height in pixels: a multiple of 8 from 256 to 2048.', step: 8 },
  { key: 'batch', label: 'Pictures per call', hint: '1 to 16, as the GPU’s memory allows.' },
]

type Draft = Record<keyof SDWebUIValues, string>

const draftOf = (v: SDWebUIValues): Draft => ({
  steps: String(v.steps),
  cfgScale: String(v.cfgScale),
  sampler: v.sampler,
  size: String(v.size),
  batch: String(v.batch),
})

/** SDWebUISettingsForm edits the SD WebUI's sampling settings; its URL and sign-in stay in the server's environment. */
export function SDWebUISettingsForm({ settings }: { settings: SDWebUISettings }) {
  const id = useId()
  const update = useUpdateEngine()
  const saved = draftOf(settings)
  const [draft, setDraft] = useState<Draft>(saved)
  const [problem, setProblem] = useState<string | null>(null)
  const changedKeys = FIELDS.map((f) => f.key).filter((k) => draft[k].trim() !== saved[k])

  const save = (event: FormEvent) => {
    event.preventDefault()
    const fields: { [K in keyof SDWebUIValues]?: SDWebUIValues[K] | null } = {}
    for (const key of changedKeys) {
      const text = draft[key].trim()
      if (text === '') {
        fields[key] = null // the environment's again
      } else if (key === 'sampler') {
        fields.sampler = text
      } else if (Number.isFinite(Number(text))) {
        fields[key] = Number(text)
      } else {
        setProblem('Steps, CFG scale, picture size and pictures per call are numbers.')
        return
      }
    }
    setProblem(null)
    update.mutate({ name: 'sdwebui', fields })
  }

  return (
    <form onSubmit={save} noValidate aria-labelledby={`${id}-title`} className="grid gap-4">
      <h3 id={`${id}-title`} className="font-medium">
        Stable Diffusion web UI
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((f) => (
          <div key={f.key} className="grid gap-2">
            <Label htmlFor={`${id}-${f.key}`}>{f.label}</Label>
            <Input
              id={`${id}-${f.key}`}
              type={f.key === 'sampler' ? 'text' : 'number'}
              step={f.step}
              value={draft[f.key]}
              autoComplete="off"
              aria-describedby={`${id}-${f.key}-hint`}
              onChange={(e) => setDraft({ ...draft, [f.key]: e.target.value })}
            />
            <p id={`${id}-${f.key}-hint`} className="text-sm text-muted-foreground">
              {f.hint} {settings.adminSet.includes(f.key) ? `Set by an admin; the environment's is ${settings.environment[f.key]}.` : ''}
            </p>
          </div>
        ))}
      </div>
      {problem ? (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={update.isPending || changedKeys.length === 0}>
          {update.isPending ? 'Saving...' : 'Save SD WebUI settings'}
        </Button>
        {settings.adminSet.length > 0 ? (
          <Button
            type="button"
            variant="outline"
            disabled={update.isPending}
            onClick={() =>
              update.mutate({ name: 'sdwebui', fields: { steps: null, cfgScale: null, sampler: null, size: null, batch: null } })
            }
          >
            Use the environment&apos;s sampling settings
          </Button>
        ) : null}
      </div>
    </form>
  )
}
