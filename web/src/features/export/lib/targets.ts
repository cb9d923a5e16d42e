// Where each exported texture goes in the pack: over a vanilla texture or
// under a custom name.
import type { TextureKind } from '@/lib/texture'
import { customNameError, toSnakeCase, vanillaKind } from './pack-names'

export interface Target {
  mode: 'vanilla' | 'custom'
  /** The chosen vanilla name ('' until one is picked from the list). */
  vanilla: string
  custom: string
}

/** defaultTarget names a texture after its title, so a pack can be exported at once. */
export function defaultTarget(title: string): Target {
  return { mode: 'custom', vanilla: '', custom: toSnakeCase(title) }
}

/** vanillaPath puts a bare vanilla name in its kind's folder: "stone" -> "block/stone". */
export function vanillaPath(name: string, kind: TextureKind): string {
  return name.includes('/') ? name : `${vanillaKind(kind)}/${name}`
}

/** targetError says what is wrong with one target, or null. */
function targetError(t: Target): string | null {
  if (t.mode === 'vanilla') return t.vanilla === '' ? 'Pick a vanilla texture from the list.' : null
  return customNameError(t.custom)
}

/** targetName is the name sent for a texture (names[id] of the export request). */
export function targetName(t: Target, kind: TextureKind): string {
  return t.mode === 'vanilla' ? vanillaPath(t.vanilla, kind) : t.custom
}

/**
 * targetErrors maps each texture id to its error: its own, or a clash with an
 * earlier texture of the same folder and name (one file would overwrite the other).
 */
export function targetErrors(items: { id: number; kind: TextureKind; target: Target }[]): Map<number, string> {
  const errors = new Map<number, string>()
  const seen = new Set<string>()
  for (const { id, kind, target } of items) {
    const own = targetError(target)
    if (own) {
      errors.set(id, own)
      continue
    }
    const name = targetName(target, kind)
    const path = name.includes('/') ? name : `${vanillaKind(kind)}/${name}`
    if (seen.has(path)) errors.set(id, 'Another texture in this pack already uses this name.')
    seen.add(path)
  }
  return errors
}
