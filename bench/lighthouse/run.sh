#!/usr/bin/env bash
# Lighthouse on a page (PAGE, default the landing page /) in Debian's
# Chromium, plus the landing route's initial JavaScript gzipped. Goals: performance >= 95 and
# accessibility >= 95 with both the mobile (default) and the desktop preset.
#
#   bench/lighthouse/run.sh            # from anywhere; RUNS=9 by default: on these
#                                      # shared cores one mobile run differs from the next by up to ±5
#   PAGE=/checkout/plans bench/lighthouse/run.sh   # reports in reports/checkout-plans/
#
# It builds bin/texelforge if needed (make build, which also rebuilds
# web/build/dist when web sources changed), prints `npm run size`, seeds a
# throwaway SQLite database, serves it on a free loopback port, runs
# Lighthouse RUNS times per preset (measure.mjs), prints the median scores and
# metrics, and writes to bench/lighthouse/reports/: mobile.html and
# desktop.html (the median runs), mobile.json and desktop.json (trimmed: scores,
# metrics, failing audits and what causes them) and summary.md.
# The server is stopped and the temporary folder removed on any exit.
# Env: RUNS, PRESETS ("mobile desktop"), CHROME_PATH (/usr/bin/chromium),
# MAX_LOAD (unset: start at once; else first wait, up to MAX_LOAD_WAIT seconds
# (600), for the 1-minute load average to fall below it: Lighthouse's simulated
# metrics scale with the CPU time it observes, so builds or browser tests running
# beside it on these 2 cores lower the scores; summary.md records the load).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
BIN=$root/bin/texelforge
PAGE=${PAGE:-/}
slug=$(tr -c 'a-z0-9\n' '-' <<<"${PAGE#/}" | sed 's/^-*//; s/-*$//')
REPORTS=$here/reports${slug:+/$slug}
mkdir -p "$REPORTS"
export RUNS=${RUNS:-9}
export CHROME_PATH=${CHROME_PATH:-/usr/bin/chromium}

work=$(mktemp -d)
pid=
cleanup() {
  local rc=$?
  if [[ $rc -ne 0 && -s $work/serve.log ]]; then
    echo "== server log (last 30 lines)" >&2
    tail -n 30 "$work/serve.log" >&2
  fi
  if [[ -n $pid ]] && ! kill -0 "$pid" 2>/dev/null; then echo "the server had exited" >&2; fi
  if [[ -n $pid ]] && kill -0 "$pid" 2>/dev/null; then
    kill "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
  fi
  rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

echo "== build"
make -C "$root" build

# A copy, so that a rebuild by someone else during the run changes nothing measured.
cp "$BIN" "$work/texelforge"
BIN=$work/texelforge

echo "== landing route initial JS (npm run size)"
size_out=$(cd "$root/web" && npm run --silent size 2>&1) || true
echo "$size_out"
size_total=$(grep -E 'KB +total' <<<"$size_out" | awk '{print $1" "$2}')

if [[ ! -d $here/node_modules/lighthouse ]]; then
  echo "== npm ci (bench/lighthouse)"
  (cd "$here" && npm ci --no-audit --no-fund)
fi

port=$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
url="http://127.0.0.1:$port"
export TEXELFORGE_ADDR=127.0.0.1:$port
export TEXELFORGE_DATABASE_URL="sqlite:$work/lighthouse.db"
export TEXELFORGE_BASE_URL=$url
export TEXELFORGE_DATA_DIR=$work/data
export TEXELFORGE_LOG_LEVEL=warn

echo "== seed and serve on $url"
"$BIN" seed >"$work/seed.log" 2>&1 || { cat "$work/seed.log"; exit 1; }
"$BIN" serve >"$work/serve.log" 2>&1 &
pid=$!
for _ in $(seq 1 300); do
  curl -fs "$url/readyz" >/dev/null 2>&1 && break
  kill -0 "$pid" 2>/dev/null || { echo "server exited:"; cat "$work/serve.log"; exit 1; }
  sleep 0.05
done
curl -fs "$url/readyz" >/dev/null || { echo "server not ready:"; cat "$work/serve.log"; exit 1; }

if [[ -n ${MAX_LOAD:-} ]]; then
  deadline=$(( $(date +%s) + ${MAX_LOAD_WAIT:-600} ))
  until awk -v max="$MAX_LOAD" '{exit !($1 < max)}' /proc/loadavg || (( $(date +%s) > deadline )); do
    echo "waiting for the load average ($(cut -d' ' -f1 /proc/loadavg)) to fall below $MAX_LOAD..."
    sleep 20
  done
fi
load_before=$(cut -d' ' -f1-3 /proc/loadavg)
echo "== lighthouse ($RUNS runs per preset, $CHROME_PATH; load average $load_before)"
rm -f "$REPORTS"/*.html "$REPORTS"/*.json
table=$(cd "$here" && node measure.mjs "$url$PAGE" "$REPORTS")
echo "$table"

# summary.md from results.json
chromium_version=$("$CHROME_PATH" --version 2>/dev/null | head -n 1 || echo unknown)
cpu=$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//' || echo unknown)
load_after=$(cut -d' ' -f1-3 /proc/loadavg)
mem=$(free -g | awk '/^Mem:/ {print $2 " GiB"}')
rev=$(git -C "$root" describe --tags --always --dirty 2>/dev/null || echo unknown)
RESULTS=$REPORTS/results.json SIZE_TOTAL="$size_total" SIZE_OUT="$size_out" CHROMIUM="$chromium_version" \
  MACHINE="$(nproc) cores ($cpu), $mem" REV="$rev" LOAD="$load_before before, $load_after after" PAGE="$PAGE" node --input-type=module - >"$REPORTS/summary.md" <<'EOF'
import { readFileSync } from 'node:fs'
const r = JSON.parse(readFileSync(process.env.RESULTS, 'utf8'))
const cats = ['performance', 'accessibility', 'best-practices', 'seo']
const mets = ['FCP', 'LCP', 'TBT', 'CLS', 'SI']
const presets = Object.keys(r.presets)
const goal = (p, c) => (c === 'performance' || c === 'accessibility') && r.presets[p].scores[c] < 95 ? ' ✗' : ''
const out = []
out.push(`# Lighthouse: ${process.env.PAGE === '/' ? 'landing page (/)' : process.env.PAGE}`, '')
out.push(`- Date: ${new Date().toISOString().replace(/\.\d+Z$/, 'Z')}`)
out.push(`- Machine: ${process.env.MACHINE}; load average (1, 5, 15 min) ${process.env.LOAD}`)
out.push(`- Browser: ${process.env.CHROMIUM}, flags ${r.chromeFlags.join(' ')}`)
out.push(`- Lighthouse ${r.lighthouseVersion} (node API), median of ${r.runs} runs per preset (Lighthouse's median run: closest to the median FCP and TTI)`)
out.push(`- Build: ${process.env.REV}; server: \`bin/texelforge serve\` on a fresh seeded SQLite database, loopback`)
out.push(`- Command: \`${process.env.PAGE === '/' ? '' : 'PAGE=' + process.env.PAGE + ' '}bench/lighthouse/run.sh\``)
out.push(`- Goals: performance >= 95 and accessibility >= 95 on both presets (✗ marks a miss)`, '')
out.push(`| preset | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | Speed Index |`)
out.push(`|---|---|---|---|---|---|---|---|---|---|`)
for (const p of presets) {
  const x = r.presets[p]
  out.push(`| ${p} | ${cats.map((c) => x.scores[c] + goal(p, c)).join(' | ')} | ${mets.map((m) => x.metrics[m].display).join(' | ')} |`)
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
out.push('', "The table is Lighthouse's median run (closest to the median FCP and TTI). The median of the runs' scores (Lighthouse CI's \"median\" aggregation):", '')
for (const p of presets) {
  const runs = r.presets[p].allRuns
  out.push(`- ${p}: performance ${median(runs.map((x) => x.scores.performance))}, accessibility ${median(runs.map((x) => x.scores.accessibility))}`)
}
out.push('', "Every run (performance score, LCP, TBT), and Lighthouse's CPU benchmark index of the median run (higher is faster; TBT, and so the mobile score, falls as it rises):", '')
for (const p of presets) {
  out.push(`- ${p}: ${r.presets[p].allRuns.map((x) => `${x.scores.performance} (${x.metrics.LCP.display}, ${x.metrics.TBT.display})`).join(', ')}; median is run ${r.presets[p].medianRun}; benchmark index ${r.presets[p].benchmarkIndex}`)
}
for (const p of presets) {
  for (const w of r.presets[p].runWarnings ?? []) out.push(`- ${p} warning: ${w}`)
}
out.push('', `## Landing route initial JS, gzip -9: ${process.env.SIZE_TOTAL || 'n/a'}`, '', '```', process.env.SIZE_OUT.trim(), '```', '')
out.push('## Audits below 90 in the median runs', '')
for (const p of presets) {
  const f = r.presets[p].failing
  out.push(`### ${p}`, '')
  if (!f.length) out.push('None.')
  for (const a of f) {
    out.push(`- [${a.category}] \`${a.id}\` (score ${a.score}${a.displayValue ? ', ' + a.displayValue : ''}): ${a.title}`)
    const wheres = a.items
      .map((it) => it.node?.selector || it.url || it.sourceLocation || it.source || it.longestChain?.join(' → ') || '')
      .filter(Boolean)
    for (const where of [...new Set(wheres)].slice(0, 6)) out.push(`  - ${String(where).slice(0, 400)}`)
  }
  out.push('')
}
out.push('Full reports of the median runs: `mobile.html`, `desktop.html`; trimmed JSON with the diagnostics: `mobile.json`, `desktop.json`.')
console.log(out.join('\n'))
EOF
rm -f "$REPORTS/results.json"
echo
echo "wrote $REPORTS/summary.md"
