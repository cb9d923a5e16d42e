#!/usr/bin/env node
// check-bundle-size reports the gzipped JS a first visit to the landing page
// loads (the entry, the home route's chunk, and everything both import
// statically) and fails if it is over the budget.
//
//   npm run build && npm run size
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

const BUDGET_KB = 150
const LANDING_ROUTE = 'src/app/routes/home.tsx'
// Fetched beside the landing page's first render, not needed for it: the page
// arrives prerendered and hydrates these sections when their chunk is in (ADR 0013).
const LOWER_SECTIONS = 'src/features/home/components/below-fold.tsx'

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'build', 'dist')
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'))

function collect(key, seen) {
  if (seen.has(key)) return
  const chunk = manifest[key]
  if (!chunk) throw new Error(`manifest has no chunk ${key}`)
  seen.add(key)
  for (const dep of chunk.imports ?? []) collect(dep, seen)
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry)
const keys = new Set()
collect(entryKey, keys)
collect(LANDING_ROUTE, keys)

const gzipKB = (key) => gzipSync(readFileSync(path.join(dist, manifest[key].file)), { level: 9 }).length / 1024
let total = 0
const rows = [...keys].map((key) => {
  const kb = gzipKB(key)
  total += kb * 1024
  return `  ${kb.toFixed(1).padStart(7)} KB  ${manifest[key].file}`
})
console.log(`Landing route initial JS (gzip -9):\n${rows.join('\n')}`)
console.log(`  ${(total / 1024).toFixed(1).padStart(7)} KB  total (budget ${BUDGET_KB} KB)`)

const lower = new Set(keys)
collect(LOWER_SECTIONS, lower)
const lowerKB = [...lower].filter((key) => !keys.has(key)).reduce((sum, key) => sum + gzipKB(key), 0)
console.log(`  ${lowerKB.toFixed(1).padStart(7)} KB  the lower sections' chunks, fetched beside it (not counted)`)
if (total / 1024 > BUDGET_KB) {
  console.error(`Over budget by ${(total / 1024 - BUDGET_KB).toFixed(1)} KB`)
  process.exit(1)
}
