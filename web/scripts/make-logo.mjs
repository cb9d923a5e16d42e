#!/usr/bin/env node
// make-logo writes the bundled Texelforge logo from ONE 16x16 pixel grid:
//
//   public/logo.svg       one <rect> per horizontal run, crisp edges
//   public/logo-512.png   512x512, nearest-neighbour (structured data)
//   public/favicon.png    64x64, nearest-neighbour
//
// Run it after editing GRID or PALETTE:  npm run logo
// It uses only node: built-ins (zlib for PNG's deflate stream).
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { deflateSync } from 'node:zlib'

// The logo: a glowing ingot on an anvil, in front of a forge-purple tile.
// One character per pixel; '.' is transparent.
const GRID = [
  '..pppppppppppp..',
  '.pqqqqqqqqqqqqp.',
  'pqqqqqqqqqyqqqqp',
  'pqqqqyqqqqqqqwqp',
  'pqqqqqggggggqqqp',
  'pqqqqoyywwyyoqqp',
  'pkhhhhhhhhhhhhkp',
  'pqkkllllllllllkp',
  'pqqqkkmmmmmmmskp',
  'pqqqqqkmmmmskqqp',
  'pqqqqqkmmmmskqqp',
  'pqqqqkmmmmmmskqp',
  'pqqqkllllllllskp',
  'pqqqkkkkkkkkkkkp',
  '.pqqqqqqqqqqqqp.',
  '..pppppppppppp..',
]

const PALETTE = {
  p: '#4c2d8f', // tile rim
  q: '#6b46c1', // tile (the spec's default plan colour)
  g: '#8a63dd', // forge glow on the tile
  k: '#1b1530', // outline
  h: '#d9d2f2', // anvil face highlight
  l: '#9d93c4', // light steel
  m: '#6f6696', // mid steel
  s: '#4a4368', // shadow steel
  o: '#f97316', // ember orange
  y: '#fcd34d', // ember yellow
  w: '#fff7d6', // white-hot
}

const SIZE = 16

function validate() {
  if (GRID.length !== SIZE) throw new Error(`GRID has ${GRID.length} rows, want ${SIZE}`)
  GRID.forEach((row, y) => {
    if (row.length !== SIZE) throw new Error(`GRID row ${y} has ${row.length} columns, want ${SIZE}`)
    for (const ch of row) {
      if (ch !== '.' && !(ch in PALETTE)) throw new Error(`GRID row ${y}: unknown colour '${ch}'`)
    }
  })
}

function hexToRgba(hex) {
  const n = Number.parseInt(hex.slice(1), 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255, 255]
}

/** Returns the SVG: one rect per run of equal pixels in a row. */
export function toSvg() {
  const rects = []
  GRID.forEach((row, y) => {
    let x = 0
    while (x < SIZE) {
      const ch = row[x]
      let end = x + 1
      while (end < SIZE && row[end] === ch) end++
      if (ch !== '.') rects.push(`<rect x="${x}" y="${y}" width="${end - x}" height="1" fill="${PALETTE[ch]}"/>`)
      x = end
    }
  })
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}" width="${SIZE * 8}" height="${SIZE * 8}" shape-rendering="crispEdges">`,
    '<title>Texelforge</title>',
    ...rects,
    '</svg>',
    '',
  ].join('\n')
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(buf) {
  let c = 0xffffffff
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 255] ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

function chunk(type, data) {
  const len = Buffer.alloc(4)
  len.writeUInt32BE(data.length)
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(typeAndData))
  return Buffer.concat([len, typeAndData, crc])
}

/** Returns an RGBA PNG of the grid scaled up by an integer factor (nearest-neighbour). */
export function toPng(scale) {
  const side = SIZE * scale
  const raw = Buffer.alloc(side * (side * 4 + 1))
  for (let y = 0; y < side; y++) {
    const rowStart = y * (side * 4 + 1)
    raw[rowStart] = 0 // filter: none
    const gridRow = GRID[Math.floor(y / scale)]
    for (let x = 0; x < side; x++) {
      const ch = gridRow[Math.floor(x / scale)]
      const rgba = ch === '.' ? [0, 0, 0, 0] : hexToRgba(PALETTE[ch])
      raw.set(rgba, rowStart + 1 + x * 4)
    }
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(side, 0)
  ihdr.writeUInt32BE(side, 4)
  ihdr[8] = 8 // bit depth
  ihdr[9] = 6 // colour type RGBA
  ihdr[10] = 0 // compression
  ihdr[11] = 0 // filter
  ihdr[12] = 0 // no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

function main() {
  validate()
  const here = path.dirname(fileURLToPath(import.meta.url))
  const outDir = path.resolve(here, '..', 'public')
  mkdirSync(outDir, { recursive: true })
  const outputs = [
    ['logo.svg', toSvg()],
    ['logo-512.png', toPng(32)],
    ['favicon.png', toPng(4)],
  ]
  for (const [name, data] of outputs) {
    writeFileSync(path.join(outDir, name), data)
    console.log(`wrote public/${name} (${Buffer.byteLength(data)} bytes)`)
  }
}

main()
