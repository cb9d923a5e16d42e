// The words every texture feature shares: its kind and its size (docs/studio-api.md).

/** TextureKind: a block (a seamless face), an item (a sprite) or a flat item (a card). */
export type TextureKind = 'block' | 'item' | 'flat'

/** TextureSize is a texture's edge in pixels. */
export type TextureSize = 16 | 32 | 64

export const TEXTURE_SIZES: readonly TextureSize[] = [16, 32, 64]

/** KIND_NAMES are the kinds as the studio, My Textures and the showcase show them. */
export const KIND_NAMES: Record<TextureKind, string> = { block: 'Block', item: 'Item', flat: 'Flat item' }
