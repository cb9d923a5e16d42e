#!/usr/bin/env node
// measure.mjs runs Lighthouse against one URL with the mobile (default) and the
// desktop presets, RUNS times each in a fresh headless Chromium, picks each
// preset's median run the way Lighthouse does (closest to the median FCP and
// TTI), prints the median scores and key metrics, and writes to OUT_DIR:
//   <preset>.html        the median run's full report
//   <preset>.json        the median run trimmed: scores, metrics, every run's
//                        figures and the audits that did not pass with their items
//   results.json         the figures run.sh puts in summary.md
//
//   node measure.mjs http://127.0.0.1:8080/ reports/
// Env: RUNS (3), PRESETS ("mobile desktop"), CHROME_PATH (/usr/bin/chromium),
// RAW_DIR (unset: also write each median run's untrimmed JSON there, for digging).
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { desktopConfig } from 'lighthouse'
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js'
import { ReportGenerator } from 'lighthouse/report/generator/report-generator.js'

const [url, outDir] = process.argv.slice(2)
if (!url || !outDir) {
  console.error('usage: node measure.mjs URL OUT_DIR')
  process.exit(2)
}
const RUNS = Number(process.env.RUNS ?? 3)
const PRESETS = (process.env.PRESETS ?? 'mobile desktop').split(/\s+/).filter(Boolean)
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking']
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
const METRICS = [
  ['FCP', 'first-contentful-paint'],
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
  ['SI', 'speed-index'],
]

const configs = {
  mobile: undefined, // Lighthouse's default: moto g power, slow 4G, 4x CPU slowdown (simulated)
  desktop: desktopConfig,
}

async function runOnce(preset) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS })
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
      configs[preset],
    )
    if (!result) throw new Error('Lighthouse returned no result')
    const { lhr } = result
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`)
    return lhr
  } finally {
    await chrome.kill()
  }
}

const score = (lhr, cat) => Math.round((lhr.categories[cat]?.score ?? NaN) * 100)
const figures = (lhr) => ({
  scores: Object.fromEntries(CATEGORIES.map((c) => [c, score(lhr, c)])),
  metrics: Object.fromEntries(
    METRICS.map(([name, id]) => [name, { value: lhr.audits[id].numericValue, display: lhr.audits[id].displayValue }]),
  ),
})

// The audits that did not pass, with the elements, files or URLs they name.
function failing(lhr) {
  const out = []
  for (const cat of CATEGORIES) {
    for (const ref of lhr.categories[cat].auditRefs) {
      const a = lhr.audits[ref.id]
      if (!a || a.score === null || a.score >= 0.9) continue
      if (a.scoreDisplayMode === 'notApplicable' || a.scoreDisplayMode === 'manual') continue
      if (a.scoreDisplayMode === 'informative') continue
      out.push({
        category: cat,
        id: a.id,
        title: a.title,
        score: a.score,
        weight: ref.weight,
        displayValue: a.displayValue,
        items: detailItems(a.details).slice(0, 10).map(trimItem),
      })
    }
  }
  return out
}

// A details object's rows: a table's or opportunity's items, a list's tables' items flattened.
function detailItems(details) {
  if (!details) return []
  if (details.type === 'list' && Array.isArray(details.items)) {
    return details.items.flatMap((sub) => {
      if (Array.isArray(sub.items)) return detailItems(sub)
      if (sub.type === 'list-section') return detailItems(sub.value)
      if (sub.type === 'network-tree' || sub.type === 'checklist') return detailItems(sub)
      return [{ item: sub }]
    })
  }
  if (details.type === 'network-tree') return [{ longestChain: longestChain(details.chains) }]
  if (details.type === 'checklist' && details.items) {
    return Object.entries(details.items).map(([id, v]) => ({ check: id, label: v.label, passed: v.value }))
  }
  if (Array.isArray(details.items)) return details.items
  return []
}

// longestChain: the critical request chain Lighthouse marks as longest, as "url (end ms)" steps.
function longestChain(chains) {
  const steps = []
  let level = chains
  while (level) {
    const next = Object.values(level).find((c) => c.isLongest)
    if (!next) break
    steps.push(`${next.url} (${Math.round(next.navStartToEndTime)} ms)`)
    level = next.children
  }
  return steps
}

function trimItem(item) {
  if (!item || typeof item !== 'object') return item
  const o = {}
  for (const [k, v] of Object.entries(item)) {
    if (v && typeof v === 'object' && v.type === 'node') {
      o[k] = { selector: v.selector, snippet: v.snippet, nodeLabel: v.nodeLabel, explanation: v.explanation }
    } else if (v && typeof v === 'object' && v.type === 'subitems') {
      o[k] = v.items.slice(0, 5).map(trimItem)
    } else if (v && typeof v === 'object' && v.type === 'source-location') {
      o[k] = `${v.url}:${v.line}:${v.column}`
    } else if (Array.isArray(v) && v.every((x) => typeof x !== 'object')) {
      o[k] = v
    } else if (typeof v !== 'object' || v === null) {
      o[k] = v
    } else if (v.type === 'url' || v.type === 'code' || v.type === 'text') {
      o[k] = v.value
    }
  }
  return o
}

// The diagnostics behind the performance score that name concrete elements or files.
function diagnostics(lhr) {
  const ids = [
    'largest-contentful-paint-element',
    'lcp-lazy-loaded',
    'render-blocking-resources',
    'render-blocking-insight',
    'unused-javascript',
    'unused-css-rules',
    'bootup-time',
    'mainthread-work-breakdown',
    'long-tasks',
    'layout-shifts',
    'cls-culprits-insight',
    'lcp-phases-insight',
    'network-dependency-tree-insight',
    'font-display',
    'font-display-insight',
  ]
  const out = {}
  for (const id of ids) {
    const a = lhr.audits[id]
    if (!a) continue
    out[id] = {
      title: a.title,
      score: a.score,
      displayValue: a.displayValue,
      items: detailItems(a.details).slice(0, 10).map(trimItem),
    }
  }
  return out
}

// slim drops the report's film strip and full-page screenshot (half its size),
// keeping the final screenshot, so that the HTML stays small enough to commit.
function slim(lhr) {
  const copy = structuredClone(lhr)
  delete copy.fullPageScreenshot
  const thumbs = copy.audits['screenshot-thumbnails']
  if (thumbs) {
    thumbs.details = undefined
    thumbs.scoreDisplayMode = 'notApplicable'
  }
  return copy
}

mkdirSync(outDir, { recursive: true })
const results = { url, runs: RUNS, chrome: CHROME_PATH, chromeFlags: CHROME_FLAGS, presets: {} }

for (const preset of PRESETS) {
  const runs = []
  for (let i = 1; i <= RUNS; i++) {
    for (let attempt = 1; ; attempt++) {
      process.stderr.write(`lighthouse ${preset} run ${i}/${RUNS}${attempt > 1 ? ` (retry ${attempt - 1})` : ''}...\n`)
      try {
        runs.push(await runOnce(preset))
        break
      } catch (err) {
        // A run Chromium could not load (an interstitial, a timeout) is retried twice, then fails the whole measure.
        process.stderr.write(`  ${err.message}\n`)
        if (attempt === 3) throw err
      }
    }
  }
  const median = computeMedianRun(runs)
  writeFileSync(path.join(outDir, `${preset}.html`), ReportGenerator.generateReport(slim(median), 'html'))
  if (process.env.RAW_DIR) writeFileSync(path.join(process.env.RAW_DIR, `${preset}.full.json`), JSON.stringify(median))
  const f = figures(median)
  const trimmed = {
    preset,
    url: median.finalDisplayedUrl,
    fetchTime: median.fetchTime,
    lighthouseVersion: median.lighthouseVersion,
    userAgent: median.environment.hostUserAgent,
    benchmarkIndex: median.environment.benchmarkIndex,
    medianRun: runs.indexOf(median) + 1,
    runWarnings: median.runWarnings,
    ...f,
    allRuns: runs.map(figures),
    failing: failing(median),
    diagnostics: diagnostics(median),
  }
  writeFileSync(path.join(outDir, `${preset}.json`), JSON.stringify(trimmed, null, 2) + '\n')
  results.presets[preset] = trimmed
  results.lighthouseVersion = median.lighthouseVersion
  results.userAgent = median.environment.hostUserAgent
}

writeFileSync(path.join(outDir, 'results.json'), JSON.stringify(results, null, 2) + '\n')

// The table.
const cols = ['preset', ...CATEGORIES.map((c) => (c === 'best-practices' ? 'BP' : c.slice(0, 4))), ...METRICS.map(([n]) => n)]
const rows = PRESETS.map((p) => {
  const r = results.presets[p]
  return [p, ...CATEGORIES.map((c) => String(r.scores[c])), ...METRICS.map(([n]) => r.metrics[n].display ?? '')]
})
const widths = cols.map((c, i) => Math.max(c.length, ...rows.map((r) => r[i].length)))
const line = (cells) => cells.map((c, i) => c.padEnd(widths[i])).join('  ')
console.log(`\nLighthouse ${results.lighthouseVersion}, median of ${RUNS} runs, ${url}`)
console.log(line(cols))
for (const r of rows) console.log(line(r))
for (const p of PRESETS) {
  const fails = results.presets[p].failing
  if (fails.length) {
    console.log(`\n${p}: audits below 90:`)
    for (const a of fails) console.log(`  [${a.category}] ${a.id} (${a.score}) ${a.title}${a.displayValue ? ' — ' + a.displayValue : ''}`)
  }
}
