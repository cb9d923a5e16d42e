// Shapes of the export calls (docs/studio-api.md, "Saved textures").
import type { TextureKind } from '@/lib/texture'

export type Edition = 'java' | 'bedrock'

/** VanillaKind is the folder of the vanilla textures a pack can replace: flat items are items. */
export type VanillaKind = Exclude<TextureKind, 'flat'>

export interface PackVersion {
  key: string
  label: string
  packFormat: number
  /** Present when the server lists versions per edition. */
  edition?: Edition
}

export interface PackVersionsResponse {
  success: boolean
  versions: PackVersion[]
}

export interface ExportRequest {
  ids: number[]
  edition: Edition
  version: string
  /** Texture id -> a vanilla name (block/stone) or a custom snake_case name. */
  names: Record<string, string>
  packName: string
  description: string
}
