import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import type { Edition, PackVersion } from '../api/types'

export interface PackSettingsValue {
  edition: Edition
  version: string
  packName: string
  description: string
}

interface Props {
  value: PackSettingsValue
  onChange: (value: PackSettingsValue) => void
  versions: PackVersion[]
  versionsLoading: boolean
  packNameError?: string
}

const SELECT_CLASS =
  'h-10 w-full rounded-md border border-input bg-background px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40'

/** PackSettings are the pack-wide choices: edition, game version, name and description. */
export function PackSettings({ value, onChange, versions, versionsLoading, packNameError }: Props) {
  const set = (patch: Partial<PackSettingsValue>) => onChange({ ...value, ...patch })
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="grid gap-2">
        <Label htmlFor="export-edition">Edition</Label>
        <select
          id="export-edition"
          className={SELECT_CLASS}
          value={value.edition}
          onChange={(event) => set({ edition: event.target.value as Edition, version: '' })}
        >
          <option value="java">Java Edition (.zip)</option>
          <option value="bedrock">Bedrock Edition (.mcpack)</option>
        </select>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="export-version">Game version</Label>
        <select
          id="export-version"
          className={SELECT_CLASS}
          value={value.version}
          disabled={versionsLoading || versions.length === 0}
          onChange={(event) => set({ version: event.target.value })}
        >
          {versionsLoading ? <option value="">Loading…</option> : null}
          {versions.map((v) => (
            <option key={v.key} value={v.key}>
              {v.label}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="export-pack-name">Pack name</Label>
        <Input
          id="export-pack-name"
          value={value.packName}
          maxLength={64}
          aria-invalid={packNameError ? true : undefined}
          aria-describedby={packNameError ? 'export-pack-name-error' : undefined}
          onChange={(event) => set({ packName: event.target.value })}
        />
        {packNameError ? (
          <p id="export-pack-name-error" className="text-xs text-destructive">
            {packNameError}
          </p>
        ) : null}
      </div>
      <div className="grid gap-2">
        <Label htmlFor="export-description">Description</Label>
        <Input
          id="export-description"
          value={value.description}
          maxLength={200}
          onChange={(event) => set({ description: event.target.value })}
        />
      </div>
    </div>
  )
}
