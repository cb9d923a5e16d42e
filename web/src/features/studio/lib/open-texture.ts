import type { SavedTexture } from '@/lib/saved-textures'
import type { TextureKind, TextureSize } from '@/lib/texture'
import type { Bitmap } from '../editor/bitmap'

/** OpenTexture is what the editor works on: a chosen variation, or a saved texture (?texture=ID). */
export interface OpenTexture {
  /** Changes whenever another texture is opened (the editor starts afresh). */
  key: string
  bitmap: Bitmap
  prompt: string
  kind: TextureKind
  size: TextureSize
  generationId?: string
  /** Set once the texture is in My Textures: later saves update it. */
  saved: SavedTexture | null
}
