/** A texture the featured carousel shows (product.md §3 "Featured texture"). */
export interface FeaturedTexture {
  id: number | string
  title: string
  imageUrl: string
  username: string
  createdAt?: string
  /** Where a click goes: the showcase entry, or the studio for a bundled sample. */
  href: string
}

/** The prompts of the bundled samples: real output of the built-in generator (seed 7, first variation). */
const SAMPLE_PROMPTS = [
  'mossy cobblestone',
  'ruby sword',
  'diamond ore',
  'oak planks',
  'glowing amethyst crystal',
  'iron pickaxe',
  'cracked stone bricks',
  'golden apple',
  'blue wool',
  'emerald',
  'birch log',
  'healing potion',
  'sand',
  'copper block',
  'treasure map',
  'frozen leaves',
  'obsidian',
  'music disc',
  'red mushroom',
  'lava',
] as const

function titleCase(s: string): string {
  return s.replace(/\b\w/g, (c) => c.toUpperCase())
}

/** SAMPLE_TEXTURES show when nothing is featured or the list fails to load (product.md §8: 20 samples). */
export const SAMPLE_TEXTURES: readonly FeaturedTexture[] = SAMPLE_PROMPTS.map((prompt) => ({
  id: `sample-${prompt}`,
  title: titleCase(prompt),
  imageUrl: `/samples/${prompt.replaceAll(' ', '-')}.png`,
  username: 'Texelforge',
  href: `/texture-studio?prompt=${encodeURIComponent(prompt)}`,
}))
