import { describe, expect, it } from 'vitest'
import { boxFaceShades, extrudeSprite, FACE_SHADE, isOpaque, SPRITE_SHADE, type PixelSource } from './sprite-geometry'

/** sprite builds a PixelSource from rows of '#' (opaque) and '.' (transparent). */
function sprite(rows: string[]): PixelSource {
  const height = rows.length
  const width = rows[0]!.length
  const data = new Uint8ClampedArray(width * height * 4)
  rows.forEach((row, y) => [...row].forEach((c, x) => data.set([200, 100, 50, c === '#' ? 255 : 0], (y * width + x) * 4)))
  return { width, height, data }
}

/** normalOf returns the normal of quad q (its first vertex's). */
function normalOf(g: ReturnType<typeof extrudeSprite>, q: number): number[] {
  return Array.from(g.normals.slice(q * 12, q * 12 + 3))
}

describe('extrudeSprite', () => {
  it('gives a fully transparent sprite no faces at all', () => {
    const g = extrudeSprite(sprite(['....', '....', '....', '....']))
    expect(g.faces).toEqual({ front: 0, back: 0, side: 0 })
    expect(g.positions).toHaveLength(0)
    expect(g.indices).toHaveLength(0)
  })

  it('gives one opaque pixel a front, a back and four sides', () => {
    const g = extrudeSprite(sprite(['...', '.#.', '...']))
    expect(g.faces).toEqual({ front: 1, back: 1, side: 4 })
    expect(g.positions).toHaveLength(6 * 4 * 3)
    expect(g.indices).toHaveLength(6 * 6)
  })

  it('puts side faces only on the outline of a shape, never between two opaque pixels', () => {
    // A 2x2 square (perimeter 8) and an L of three pixels (perimeter 8).
    expect(extrudeSprite(sprite(['##', '##'])).faces).toEqual({ front: 4, back: 4, side: 8 })
    expect(extrudeSprite(sprite(['#.', '##'])).faces).toEqual({ front: 3, back: 3, side: 8 })
    // A plus sign of 5 pixels: perimeter 12.
    expect(extrudeSprite(sprite(['.#.', '###', '.#.'])).faces).toEqual({ front: 5, back: 5, side: 12 })
  })

  it('treats alpha below 128 as transparent', () => {
    const src = sprite(['##'])
    ;(src.data as Uint8ClampedArray)[7] = 127
    expect(isOpaque(src, 0, 0)).toBe(true)
    expect(isOpaque(src, 1, 0)).toBe(false)
    expect(extrudeSprite(src).faces).toEqual({ front: 1, back: 1, side: 4 })
  })

  it('spans -0.5..0.5 and is one pixel deep', () => {
    const g = extrudeSprite(sprite(['####', '####', '####', '####']))
    const xs = g.positions.filter((_, i) => i % 3 === 0)
    const zs = g.positions.filter((_, i) => i % 3 === 2)
    expect(Math.min(...xs)).toBeCloseTo(-0.5)
    expect(Math.max(...xs)).toBeCloseTo(0.5)
    expect(Math.max(...zs) - Math.min(...zs)).toBeCloseTo(1 / 4)
  })

  it('faces the front towards +z and the back towards -z, shaded as the game does', () => {
    const g = extrudeSprite(sprite(['#']))
    expect(normalOf(g, 0)).toEqual([0, 0, 1])
    expect(normalOf(g, 1)).toEqual([0, 0, -1])
    expect(g.colors[0]).toBeCloseTo(SPRITE_SHADE.front)
    expect(g.colors[12]).toBeCloseTo(SPRITE_SHADE.back)
    // The top side (quad 2) is the brightest side.
    expect(normalOf(g, 2)).toEqual([0, 1, 0])
    expect(g.colors[24]).toBeCloseTo(FACE_SHADE.top)
  })

  it('maps the top-left pixel to the top-left of the texture and colours sides from their edge pixel', () => {
    const g = extrudeSprite(sprite(['#.', '..']))
    // Front quad: vertex 3 is the top-left corner.
    expect(Array.from(g.uvs.slice(6, 8))).toEqual([0, 1])
    // Every vertex of every side quad samples the centre of pixel (0, 0).
    for (let q = 2; q < 6; q++) {
      for (let k = 0; k < 4; k++) {
        const [u, v] = g.uvs.slice((q * 4 + k) * 2, (q * 4 + k) * 2 + 2)
        expect(u).toBeCloseTo(0.25)
        expect(v).toBeCloseTo(0.75)
      }
    }
  })

  it('winds every quad so its triangles face along its normal', () => {
    const g = extrudeSprite(sprite(['.#.', '###', '.#.']))
    const quads = g.indices.length / 6
    for (let q = 0; q < quads; q++) {
      const [a, b, c] = [0, 1, 2].map((k) => Array.from(g.positions.slice((q * 4 + k) * 3, (q * 4 + k) * 3 + 3)))
      const e1 = b!.map((v, i) => v - a![i]!)
      const e2 = c!.map((v, i) => v - a![i]!)
      const cross = [e1[1]! * e2[2]! - e1[2]! * e2[1]!, e1[2]! * e2[0]! - e1[0]! * e2[2]!, e1[0]! * e2[1]! - e1[1]! * e2[0]!]
      const n = normalOf(g, q)
      expect(cross.reduce((s, v, i) => s + v * n[i]!, 0)).toBeGreaterThan(0)
    }
  })
})

describe('boxFaceShades', () => {
  it('shades the six faces of a box: top brightest, bottom darkest', () => {
    const shades = boxFaceShades()
    expect(shades).toHaveLength(6 * 4 * 3)
    const face = (i: number) => shades[i * 12]
    expect(face(2)).toBeCloseTo(FACE_SHADE.top)
    expect(face(3)).toBeCloseTo(FACE_SHADE.bottom)
    expect(Math.max(...shades)).toBeCloseTo(FACE_SHADE.top)
    expect(Math.min(...shades)).toBeCloseTo(FACE_SHADE.bottom)
  })
})
