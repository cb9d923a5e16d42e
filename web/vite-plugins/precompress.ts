import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin, ResolvedConfig } from 'vite'

const gzipAsync = promisify(gzip)
const brotliAsync = promisify(brotliCompress)

/** Files that already end in one of these are never compressed again. */
const SKIP = new Set(['.gz', '.br'])

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true })
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name)
      return entry.isDirectory() ? listFiles(full) : Promise.resolve([full])
    }),
  )
  return nested.flat()
}

/** Compresses one file into `<file>.gz` and `<file>.br` beside it. */
async function compressFile(file: string): Promise<void> {
  const source = await readFile(file)
  const [gz, br] = await Promise.all([
    gzipAsync(source, { level: 9 }),
    brotliAsync(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
  ])
  await Promise.all([writeFile(`${file}.gz`, gz), writeFile(`${file}.br`, br)])
}

/**
 * precompress writes a gzip and a brotli sibling for every file under
 * `<outDir>/<assetsDir>` after the bundle is written. The Go server picks
 * the sibling that matches the request's Accept-Encoding, so every asset
 * (js, css, svg, png, json, ...) gets both, even where it saves little:
 * the contract stays "every file has .gz and .br".
 */
export function precompress(): Plugin {
  let config: ResolvedConfig
  return {
    name: 'texelforge:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved
    },
    async closeBundle() {
      if (config.build.ssr) return // the prerender's server bundle is not served
      const assets = path.resolve(config.root, config.build.outDir, config.build.assetsDir)
      const exists = await stat(assets).then(
        (s) => s.isDirectory(),
        () => false,
      )
      if (!exists) return
      const files = (await listFiles(assets)).filter((f) => !SKIP.has(path.extname(f)))
      await Promise.all(files.map(compressFile))
      config.logger.info(`precompress: wrote .gz and .br for ${files.length} assets`)
    },
  }
}
