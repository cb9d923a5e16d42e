// Small procedural 16x16 textures for the landing page's decorative tiles.
// Deterministic for a seed, so the page looks the same on every load.

export const TEXTURE_SIZE = 16

/** Pixels is 16 rows of 16 colours; null is transparent. */
export type Pixels = (string | null)[][]

/** mulberry32: a tiny seeded PRNG returning floats in [0, 1). */
export function rng(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function pick<T>(rand: () => number, items: readonly T[]): T {
  return items[Math.floor(rand() * items.length)]!
}

function grid(fill: (x: number, y: number) => string | null): Pixels {
  return Array.from({ length: TEXTURE_SIZE }, (_, y) => Array.from({ length: TEXTURE_SIZE }, (_, x) => fill(x, y)))
}

/** Wrapping distance, so cell textures tile seamlessly. */
function torusDist(ax: number, ay: number, bx: number, by: number): number {
  const dx = Math.min(Math.abs(ax - bx), TEXTURE_SIZE - Math.abs(ax - bx))
  const dy = Math.min(Math.abs(ay - by), TEXTURE_SIZE - Math.abs(ay - by))
  return Math.hypot(dx, dy)
}

const STONE = ['#7f7f7f', '#888888', '#767676', '#8f8f8f', '#6e6e6e'] as const

export function stone(seed: number): Pixels {
  const rand = rng(seed)
  return grid(() => {
    const r = rand()
    if (r < 0.06) return '#5f5f5f'
    if (r < 0.1) return '#9a9a9a'
    return pick(rand, STONE)
  })
}

interface CobbleOptions {
  moss?: number
  crystals?: number
}

/** cobblestone: rounded stones in dark mortar; optional moss and amethyst shards. */
export function cobblestone(seed: number, { moss = 0, crystals = 0 }: CobbleOptions = {}): Pixels {
  const rand = rng(seed)
  const cells = Array.from({ length: 9 }, () => ({
    x: rand() * TEXTURE_SIZE,
    y: rand() * TEXTURE_SIZE,
    shade: pick(rand, ['#8c8c8c', '#7b7b7b', '#969696', '#717171'] as const),
    mossy: rand() < moss,
  }))
  const mossColours = ['#5b7f37', '#4c6e2d', '#6b9141', '#587a35'] as const
  const pixels = grid((x, y) => {
    const dists = cells
      .map((c, i) => ({ i, d: torusDist(x + 0.5, y + 0.5, c.x, c.y) }))
      .sort((a, b) => a.d - b.d)
    const [first, second] = dists
    if (second!.d - first!.d < 0.9) return rand() < 0.5 ? '#4a4a4a' : '#555555'
    const cell = cells[first!.i]!
    if (cell.mossy && rand() < 0.75) return pick(rand, mossColours)
    if (first!.d < 1.2 && rand() < 0.6) return '#a3a3a3'
    return rand() < 0.15 ? '#676767' : cell.shade
  })
  for (let n = 0; n < crystals; n++) {
    const cx = 2 + Math.floor(rand() * 12)
    const cy = 2 + Math.floor(rand() * 12)
    const shard: [number, number, string][] = [
      [0, 0, '#9a5cd0'],
      [1, 0, '#c79cf0'],
      [0, 1, '#6b46c1'],
      [1, -1, '#e4ccff'],
      [-1, 1, '#5a3a9e'],
    ]
    for (const [dx, dy, colour] of shard) {
      const row = pixels[(cy + dy + TEXTURE_SIZE) % TEXTURE_SIZE]!
      row[(cx + dx + TEXTURE_SIZE) % TEXTURE_SIZE] = colour
    }
  }
  return pixels
}

const OAK = ['#a2824f', '#b08f59', '#987a49', '#a98953'] as const

export function planks(seed: number, palette: readonly string[] = OAK, seam = '#6e5433'): Pixels {
  const rand = rng(seed)
  const joints = [0, 1, 2, 3].map(() => Math.floor(rand() * 16))
  return grid((x, y) => {
    const board = Math.floor(y / 4)
    if (y % 4 === 3) return seam
    if (x === joints[board]) return seam
    const r = rand()
    if (r < 0.12) return palette[2]!
    if (r < 0.2) return '#8a6e42'
    return palette[(board + (x > joints[board]! ? 1 : 0)) % 2 === 0 ? 0 : 3]!
  })
}

export function grassSide(seed: number): Pixels {
  const rand = rng(seed)
  const drip = Array.from({ length: TEXTURE_SIZE }, () => 3 + Math.floor(rand() * rand() * 4))
  const greens = ['#5d9b3b', '#4f8a31', '#6aad44', '#57933a'] as const
  const dirt = ['#8a6244', '#7a563b', '#98714f', '#6d4c34'] as const
  return grid((x, y) => (y < drip[x]! ? pick(rand, greens) : rand() < 0.08 ? '#5c402b' : pick(rand, dirt)))
}

export function bricks(seed: number): Pixels {
  const rand = rng(seed)
  const reds = ['#9d4b3b', '#a9553f', '#8c4133', '#b25e45'] as const
  return grid((x, y) => {
    const row = Math.floor(y / 4)
    const offset = row % 2 === 0 ? 0 : 4
    if (y % 4 === 3 || (x + offset) % 8 === 7) return rand() < 0.5 ? '#b9ada1' : '#a59a8e'
    return rand() < 0.2 ? pick(rand, reds) : reds[(row + Math.floor((x + offset) / 8)) % reds.length]!
  })
}

/** ore: stone with clusters of an ore colour (shadow, body, highlight). */
export function ore(seed: number, colours: readonly [string, string, string]): Pixels {
  const rand = rng(seed)
  const pixels = stone(seed + 101)
  for (let n = 0; n < 4; n++) {
    const cx = 1 + Math.floor(rand() * 13)
    const cy = 1 + Math.floor(rand() * 13)
    const spots: [number, number, number][] = [
      [0, 0, 1],
      [1, 0, 2],
      [0, 1, 0],
      [1, 1, 1],
    ]
    for (const [dx, dy, c] of spots) {
      if (rand() < 0.85) pixels[cy + dy]![cx + dx] = colours[c]!
    }
  }
  return pixels
}

export function lava(seed: number): Pixels {
  const rand = rng(seed)
  const phase = rand() * Math.PI * 2
  return grid((x, y) => {
    const v = Math.sin(x * 0.8 + phase) + Math.sin(y * 0.6 + x * 0.3) + Math.sin((x + y) * 0.45 + phase)
    const jitter = (rand() - 0.5) * 0.6
    const t = v + jitter
    if (t > 1.6) return '#fff1a8'
    if (t > 0.7) return '#ffc83d'
    if (t > -0.3) return '#f58a1f'
    if (t > -1.2) return '#d95a12'
    return '#b8400d'
  })
}

const SPRITE_KEY: Record<string, string> = {
  k: '#1f1a2e',
  w: '#f2f6fb',
  l: '#bfd4e3',
  m: '#7f9bb0',
  h: '#6b4a2b',
  b: '#8f6638',
  g: '#e0b34a',
  r: '#d43a35',
  d: '#9c2422',
  s: '#ff8a7a',
  e: '#4f9a36',
  p: '#9a5cd0',
  q: '#c79cf0',
  c: '#a7dcf2',
  o: '#d9a066',
}

function sprite(rows: readonly string[]): Pixels {
  return rows.map((row) => [...row].map((ch) => (ch === '.' ? null : (SPRITE_KEY[ch] ?? null))))
}

export const SWORD = sprite([
  '................',
  '.............kk.',
  '............kwlk',
  '...........kwlmk',
  '..........kwlmk.',
  '.........kwlmk..',
  '........kwlmk...',
  '..kk...kwlmk....',
  '..kgk.kwlmk.....',
  '...kgkwlmk......',
  '....kgmmk.......',
  '....khgk........',
  '...khkkgk.......',
  '..khk...kk......',
  '.kbk............',
  '.kk.............',
])

export const APPLE = sprite([
  '................',
  '........kk......',
  '.......khk.kk...',
  '.......kh.keek..',
  '....kkkkhkeekk..',
  '...krrrrhrkkrrk.',
  '..krsrrrrrrrrrk.',
  '..krssrrrrrrrdk.',
  '..krsrrrrrrrrdk.',
  '..krrrrrrrrrrdk.',
  '..krrrrrrrrrddk.',
  '...krrrrrrrrdk..',
  '...krrrrrrrddk..',
  '....krrdkkrdk...',
  '.....kkk..kk....',
  '................',
])

export const POTION = sprite([
  '................',
  '......kkkk......',
  '......kook......',
  '......kkkk......',
  '.......kck......',
  '.......kck......',
  '.....kkkckkk....',
  '....kcccccccck..',
  '...kcqppppppck..',
  '..kcqppppppppck.',
  '..kcqqpppppppck.',
  '..kcpppppppppck.',
  '..kcppppppppdck.',
  '...kcpppppppck..',
  '....kkkkkkkkk...',
  '................',
])

export interface Run {
  x: number
  y: number
  width: number
  colour: string
}

/** runs merges each row's equal neighbours into one rect, for compact SVG. */
export function runs(pixels: Pixels): Run[] {
  const out: Run[] = []
  pixels.forEach((row, y) => {
    let x = 0
    while (x < row.length) {
      const colour = row[x]
      let end = x + 1
      while (end < row.length && row[end] === colour) end++
      if (colour) out.push({ x, y, width: end - x, colour })
      x = end
    }
  })
  return out
}
