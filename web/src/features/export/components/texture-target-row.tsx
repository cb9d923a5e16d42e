import { useId } from 'react'
import { Input } from '@/components/ui/input'
import type { SavedTexture } from '@/lib/saved-textures'
import { vanillaKind } from '../lib/pack-names'
import type { Target } from '../lib/targets'
import { VanillaNameSearch } from './vanilla-name-search'

interface Props {
  texture: SavedTexture
  target: Target
  onChange: (target: Target) => void
  /** Shown once the user has tried to export. */
  error?: string
}

/** TextureTargetRow picks where one texture goes in the pack: over a vanilla texture or under a custom name. */
export function TextureTargetRow({ texture, target, onChange, error }: Props) {
  const id = useId()
  const kind = vanillaKind(texture.kind)
  return (
    <li className="grid gap-2 rounded-lg border p-3" data-testid="export-target">
      <div className="flex items-center gap-3">
        <img
          src={texture.imageUrl}
          alt=""
          width={32}
          height={32}
          className="pixelated size-8 shrink-0 rounded-sm border"
          style={{ imageRendering: 'pixelated' }}
        />
        <span className="min-w-0 flex-1 truncate text-sm font-medium">{texture.title}</span>
      </div>
      <fieldset className="flex gap-4 text-sm">
        <legend className="sr-only">Target for {texture.title}</legend>
        {(['custom', 'vanilla'] as const).map((mode) => (
          <label key={mode} className="flex items-center gap-1.5">
            <input type="radio" name={`${id}-mode`} checked={target.mode === mode} onChange={() => onChange({ ...target, mode })} />
            {mode === 'custom' ? 'Custom name' : 'Replace vanilla'}
          </label>
        ))}
      </fieldset>
      {target.mode === 'custom' ? (
        <div className="grid gap-1.5">
          <Input
            aria-label={`Custom name for ${texture.title}`}
            value={target.custom}
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => onChange({ ...target, custom: event.target.value })}
            className="font-mono"
          />
          {error ? (
            <p id={`${id}-error`} className="text-xs text-destructive">
              {error}
            </p>
          ) : (
            <p className="text-xs text-muted-foreground">
              Saved as {kind}/{target.custom || '…'}.png
            </p>
          )}
        </div>
      ) : (
        <VanillaNameSearch
          kind={kind}
          value={target.vanilla}
          label={`Vanilla texture replaced by ${texture.title}`}
          error={error}
          onChange={(vanilla) => onChange({ ...target, vanilla })}
        />
      )}
    </li>
  )
}
