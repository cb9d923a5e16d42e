import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'

// Builds the binary once for the whole run unless TEXELFORGE_BIN names one
// (the Makefile builds it first and passes it).
export default function globalSetup() {
  const root = resolve(import.meta.dirname, '../..')
  if (!process.env.TEXELFORGE_BIN) {
    execFileSync('make', ['-C', root, 'build'], { stdio: 'inherit' })
    process.env.TEXELFORGE_BIN = resolve(root, 'bin/texelforge')
  }
  if (!existsSync(process.env.TEXELFORGE_BIN)) {
    throw new Error(`no server binary at ${process.env.TEXELFORGE_BIN}`)
  }
}
