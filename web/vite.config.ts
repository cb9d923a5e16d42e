import path from 'node:path'
import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { precompress } from './vite-plugins/precompress.ts'

const root = path.dirname(fileURLToPath(import.meta.url))
const goServer = 'http://localhost:8080'

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
    include: ['src/**/*.test.{ts,tsx}', 'eslint-rules/**/*.test.js'],
    clearMocks: true,
    restoreMocks: true,
    unstubGlobals: true,
    css: false,
  },
})
