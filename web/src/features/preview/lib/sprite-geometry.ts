// The geometry of the 3D previews as plain arrays, so it can be tested
// without WebGL: an item is its sprite extruded by one pixel, the way held
// items look in the game; a block is a cube shaded per face.

/** PixelSource is what an ImageData provides (tests build it by hand). */
export interface PixelSource {
  width: number
  height: number
  data: ArrayLike<number>
}

/** ALPHA_OPAQUE: a pixel with at least this alpha is solid (the engine's alpha is binary). */
const ALPHA_OPAQUE = 128

/**
 * FACE_SHADE darkens faces by direction, as the game does instead of real
 * lighting: the top is the brightest, the bottom the darkest. Values are
 * multiplied with the texture in linear space.
 */
export const FACE_SHADE = { top: 1, bottom: 0.45, north: 0.8, south: 0.8, east: 0.6, west: 0.6 } as const

/** SPRITE_SHADE: an item faces the viewer, so its front is unshaded and its back a little darker. */
export const SPRITE_SHADE = { front: 1, back: 0.75 } as const

export interface SpriteGeometry {
  /** xyz per vertex; the sprite spans -0.5..0.5 in x and y and one pixel in z. */
  positions: Float32Array
  normals: Float32Array
  /** uv per vertex (v = 1 at the top row, as for a flipped canvas texture). */
  uvs: Float32Array
  /** rgb shade per vertex (FACE_SHADE). */
  colors: Float32Array
  /** Two triangles per quad. */
  indices: Uint32Array
  faces: { front: number; back: number; side: number }
}

type Side = { dx: number; dy: number; shade: number; normal: [number, number, number] }

// Screen directions: dy = -1 is the row above (towards the top of the image).
const SIDES: readonly Side[] = [
  { dx: 0, dy: -1, shade: FACE_SHADE.top, normal: [0, 1, 0] },
  { dx: 0, dy: 1, shade: FACE_SHADE.bottom, normal: [0, -1, 0] },
  { dx: -1, dy: 0, shade: FACE_SHADE.west, normal: [-1, 0, 0] },
  { dx: 1, dy: 0, shade: FACE_SHADE.east, normal: [1, 0, 0] },
]

/** isOpaque reports whether pixel (x, y) exists and is solid. */
export function isOpaque(src: PixelSource, x: number, y: number): boolean {
  if (x < 0 || y < 0 || x >= src.width || y >= src.height) return false
  return (src.data[(y * src.width + x) * 4 + 3] ?? 0) >= ALPHA_OPAQUE
}

/**
 * extrudeSprite builds the held-item mesh of a sprite: for every opaque pixel
 * a textured front and back quad, and a side quad wherever its neighbour is
 * transparent or outside the image. A side quad's uvs all point at the centre
 * of its pixel, so it takes that edge pixel's colour. Transparent pixels give
 * no faces at all.
 */
export function extrudeSprite(src: PixelSource): SpriteGeometry {
  const { width: w, height: h } = src
  const half = 0.5 / Math.max(w, h) // half a pixel: the extrusion depth is one pixel
  const quads: number[][] = [] // each: 4 vertices of [x, y, z, nx, ny, nz, u, v, shade]
  const faces = { front: 0, back: 0, side: 0 }
  const px = (x: number) => x / w - 0.5
  const py = (y: number) => 0.5 - y / h

  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      if (!isOpaque(src, x, y)) continue
      const edges: Edges = [px(x), px(x + 1), py(y), py(y + 1)]
      const [x0, x1, yTop, yBot] = edges
      const [u0, u1, vTop, vBot] = [x / w, (x + 1) / w, 1 - y / h, 1 - (y + 1) / h]
      // Front (+z), counter-clockwise seen from the front.
      quads.push(
        [
          [x0, yBot, half, 0, 0, 1, u0, vBot, SPRITE_SHADE.front],
          [x1, yBot, half, 0, 0, 1, u1, vBot, SPRITE_SHADE.front],
          [x1, yTop, half, 0, 0, 1, u1, vTop, SPRITE_SHADE.front],
          [x0, yTop, half, 0, 0, 1, u0, vTop, SPRITE_SHADE.front],
        ].flat(),
      )
      faces.front++
      // Back (-z), the same pixel seen from behind (mirrored, as in the game).
      quads.push(
        [
          [x1, yBot, -half, 0, 0, -1, u1, vBot, SPRITE_SHADE.back],
          [x0, yBot, -half, 0, 0, -1, u0, vBot, SPRITE_SHADE.back],
          [x0, yTop, -half, 0, 0, -1, u0, vTop, SPRITE_SHADE.back],
          [x1, yTop, -half, 0, 0, -1, u1, vTop, SPRITE_SHADE.back],
        ].flat(),
      )
      faces.back++
      const uc = (x + 0.5) / w
      const vc = 1 - (y + 0.5) / h
      for (const side of SIDES) {
        if (isOpaque(src, x + side.dx, y + side.dy)) continue
        quads.push(sideQuad(side, edges, half, uc, vc))
        faces.side++
      }
    }
  }
  return pack(quads, faces)
}

type Edges = [x0: number, x1: number, yTop: number, yBot: number]

function sideQuad(side: Side, [x0, x1, yTop, yBot]: Edges, half: number, u: number, v: number): number[] {
  const [nx, ny, nz] = side.normal
  // The edge's two ends, ordered so the quad faces outwards (counter-clockwise from outside).
  let a: [number, number]
  let b: [number, number]
  if (side.dy === -1)
    [a, b] = [
      [x1, yTop],
      [x0, yTop],
    ]
  else if (side.dy === 1)
    [a, b] = [
      [x0, yBot],
      [x1, yBot],
    ]
  else if (side.dx === -1)
    [a, b] = [
      [x0, yTop],
      [x0, yBot],
    ]
  else
    [a, b] = [
      [x1, yBot],
      [x1, yTop],
    ]
  return [
    [a[0], a[1], half, nx, ny, nz, u, v, side.shade],
    [a[0], a[1], -half, nx, ny, nz, u, v, side.shade],
    [b[0], b[1], -half, nx, ny, nz, u, v, side.shade],
    [b[0], b[1], half, nx, ny, nz, u, v, side.shade],
  ].flat()
}

function pack(quads: number[][], faces: SpriteGeometry['faces']): SpriteGeometry {
  const n = quads.length
  const positions = new Float32Array(n * 12)
  const normals = new Float32Array(n * 12)
  const uvs = new Float32Array(n * 8)
  const colors = new Float32Array(n * 12)
  const indices = new Uint32Array(n * 6)
  quads.forEach((q, i) => {
    for (let k = 0; k < 4; k++) {
      const o = k * 9
      const vi = i * 4 + k
      positions.set([q[o]!, q[o + 1]!, q[o + 2]!], vi * 3)
      normals.set([q[o + 3]!, q[o + 4]!, q[o + 5]!], vi * 3)
      uvs.set([q[o + 6]!, q[o + 7]!], vi * 2)
      colors.set([q[o + 8]!, q[o + 8]!, q[o + 8]!], vi * 3)
    }
    const b = i * 4
    indices.set([b, b + 1, b + 2, b, b + 2, b + 3], i * 6)
  })
  return { positions, normals, uvs, colors, indices, faces }
}

/**
 * boxFaceShades returns per-vertex rgb shades for three.js' BoxGeometry, whose
 * faces come in the order +x, -x, +y, -y, +z, -z with 4 vertices each.
 */
export function boxFaceShades(): Float32Array {
  const order = [FACE_SHADE.east, FACE_SHADE.west, FACE_SHADE.top, FACE_SHADE.bottom, FACE_SHADE.north, FACE_SHADE.south]
  const out = new Float32Array(order.length * 4 * 3)
  order.forEach((shade, face) => out.fill(shade, face * 12, face * 12 + 12))
  return out
}
