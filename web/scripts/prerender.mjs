#!/usr/bin/env node
// prerender writes the landing page's HTML, as a visitor first sees it, to
// build/dist/.prerender/index.html; the Go server puts it inside <div id="root">
// when it serves "/", and the app hydrates it (ADR 0013). Run after `vite build`.
import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build } from 'vite'

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
// Inside node_modules, so the server bundle finds react and the rest there.
const out = path.join(web, 'node_modules', '.prerender')
try {
  await build({
    root: web,
    logLevel: 'warn',
    build: { ssr: 'src/app/prerender/render-page.tsx', outDir: out, emptyOutDir: true, manifest: false },
  })
  const { renderPage } = await import(pathToFileURL(path.join(out, 'render-page.js')).href)
  // React hoists preloads for the page's images to the front; the page's
  // head already has what it needs, and #root must hold only the app.
  const html = (await renderPage('/')).replace(/^(<link [^>]*>)+/, '')
  if (!html.startsWith('<div')) throw new Error(`prerender /: unexpected start ${html.slice(0, 80)}`)
  const dir = path.join(web, 'build', 'dist', '.prerender')
  await mkdir(dir, { recursive: true })
  await writeFile(path.join(dir, 'index.html'), html)
  console.log(`prerendered / (${(html.length / 1024).toFixed(1)} KB)`)
} finally {
  await rm(out, { recursive: true, force: true })
}
