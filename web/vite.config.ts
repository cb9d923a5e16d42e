import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { precompress } from './vite-plugins/precompress.ts'

const root = path.dirname(fileURLToPath(import.meta.url))
const goServer = 'http://localhost:8080'

const testFiles = ['src/**/*.test.{ts,tsx}', 'eslint-rules/**/*.test.js']
// Files that need a module graph and a document of their own: those that mock
// modules (a mock cannot reach a module another file has already loaded) and
// those that hydrate the whole app, whose singletons other files have used.
const isolatedTestFiles = ['src', 'eslint-rules']
  .flatMap((dir) => fs.readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' }).map((f) => path.join(dir, f)))
  .filter((file) => /\.test\.(ts|tsx|js)$/.test(file) && fs.readFileSync(path.join(root, file), 'utf8').includes('vi.mock('))
  .concat(['src/app/prerender/render-page.test.tsx'])

// The Go server's Content-Security-Policy; `vite preview` sends it too, so a
// preview shows any inline script or external resource that would break.
const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
].join('; ')

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    alias: { '@': path.resolve(root, 'src') },
  },
  build: {
    // The Go server embeds this folder and serves it; see README "Build output".
    outDir: 'build/dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    manifest: true,
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The first visit's code (everything the entry imports statically, after tree-shaking) as one
          // chunk. Left alone, Rolldown cuts every module a lazy page shares with the shell into its own
          // small chunk, and a dozen separately compressed chunks cost the landing page KBs (npm run size).
          // Not following dependencies keeps out what the radix-ui barrel re-exports but the shell never
          // uses (Dialog, Tabs, menus): those stay in the lazy chunks that need them.
          groups: [{ name: 'index', tags: ['$initial'], includeDependenciesRecursively: false }],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': goServer,
      '/healthz': goServer,
      '/readyz': goServer,
    },
  },
  preview: {
    headers: { 'Content-Security-Policy': contentSecurityPolicy },
    proxy: {
      '/api': goServer,
      '/healthz': goServer,
      '/readyz': goServer,
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    clearMocks: true,
    restoreMocks: true,
    unstubGlobals: true,
    css: false,
    // Most files share one module graph and document per worker, which more
    // than halves the run (src/test/setup.ts resets what they share).
    projects: [
      { extends: true, test: { name: 'shared', include: testFiles, exclude: isolatedTestFiles, isolate: false } },
      { extends: true, test: { name: 'isolated', include: isolatedTestFiles } },
    ],
  },
})
