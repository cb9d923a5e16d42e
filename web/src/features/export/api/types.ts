// Shapes of the export calls (docs/studio-api.md, "Saved textures").

export type Edition = 'java' | 'bedrock'
export type ExportKind = 'block' | 'item' | 'flat'

/** ExportTexture is the part of a saved texture the export dialog shows. */
export interface ExportTexture {
  id: number
  title: string
  kind: ExportKind
  size: number
  imageUrl: string
}

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
