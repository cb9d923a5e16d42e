import { Label } from '@/components/ui/label'
import { PasswordInput } from '@/components/ui/password-input'
import type { OpenAISettings } from '../api/get-engines'

/** keyStatus says whether an API key is set and by whom: the key itself is write-only and never comes back. */
function keyStatus(settings: OpenAISettings): string {
  if (!settings.keySet) return 'Not set'
  return settings.keySource === 'admin' ? 'Set by an admin' : 'Set (from the environment)'
}

interface Props {
  id: string
  settings: OpenAISettings
  value: string
  onChange: (value: string) => void
}

/** ApiKeyField takes a new API key; it starts empty, since the server never sends the one in use. */
export function ApiKeyField({ id, settings, value, onChange }: Props) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>API key</Label>
      <PasswordInput
        id={id}
        fieldLabel="API key"
        value={value}
        autoComplete="off"
        spellCheck={false}
        placeholder={settings.keySet ? 'Enter a new key to replace it' : 'Enter a key'}
        aria-describedby={`${id}-status`}
        onChange={(e) => onChange(e.target.value)}
      />
      <p id={`${id}-status`} className="text-sm text-muted-foreground">
        Current key: {keyStatus(settings)}. A saved key is never shown again; an admin&apos;s key overrides the environment&apos;s.
      </p>
      {settings.keyProblem ? (
        <p role="alert" className="text-sm text-destructive">
          {settings.keyProblem}
        </p>
      ) : null}
    </div>
  )
}
