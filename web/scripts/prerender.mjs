#!/usr/bin/env node
// prerender writes the HTML of the pages below, as a visitor first sees them,
// to build/dist/.prerender/ ("/" as index.html, "/a/b" as a/b.html); the Go
// server puts it inside <div id="root"> when it serves the page, and the app
// hydrates it (ADR 0013). Run after `vite build`.
import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build } from 'vite'

// The public pages whose first paint must not wait for the scripts: the
// landing page, and the plans page that its pricing cards lead to.
const PAGES = ['/', '/checkout/plans']

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
  for (const page of PAGES) {
    // React hoists preloads for the page's images to the front; the page's
    // head already has what it needs, and #root must hold only the app.
    const html = (await renderPage(page)).replace(/^(<link [^>]*>)+/, '')
    if (!html.startsWith('<div')) throw new Error(`prerender ${page}: unexpected start ${html.slice(0, 80)}`)
    const file = path.join(web, 'build', 'dist', '.prerender', page === '/' ? 'index.html' : `${page.slice(1)}.html`)
    await mkdir(path.dirname(file), { recursive: true })
    await writeFile(file, html)
    console.log(`prerendered ${page} (${(html.length / 1024).toFixed(1)} KB)`)
  }
} finally {
  await rm(out, { recursive: true, force: true })
}
