#!/usr/bin/env bash
# Baseline measurements of the foundation (run by `make bench` after `make build`):
#  1. start to ready on a fresh SQLite database, migrations included (goal <= 1 s)
#  2. requests per second on loopback for a hashed asset and for a page (index.html)
#  3. the landing route's initial JavaScript, gzipped (goal <= 150 KB)
# Load goes only to 127.0.0.1 and each run is bounded in time.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${BIN:-bin/texelforge}
DURATION=${DURATION:-10s}
CONCURRENCY=${CONCURRENCY:-50}
PORT=${PORT:-18181}
HEY="go run github.com/rakyll/hey@v0.1.5"
work=$(mktemp -d)
trap 'kill "${pid:-}" 2>/dev/null || true; rm -rf "$work"' EXIT

ms() { date +%s%3N; }

echo "== start to ready (fresh SQLite, 5 runs)"
times=()
for i in 1 2 3 4 5; do
  t0=$(ms)
  TEXELFORGE_ADDR=127.0.0.1:$PORT TEXELFORGE_DATABASE_URL="sqlite:$work/start$i.db" "$BIN" serve >"$work/start$i.log" 2>&1 &
  pid=$!
  until curl -fs "http://127.0.0.1:$PORT/readyz" >/dev/null 2>&1; do sleep 0.005; done
  times+=($(( $(ms) - t0 )))
  kill "$pid"; wait "$pid" 2>/dev/null || true
done
sorted=($(printf '%s\n' "${times[@]}" | sort -n))
echo "start to ready: ${times[*]} ms (median ${sorted[2]} ms)"

echo "== requests per second ($CONCURRENCY connections, $DURATION each)"
TEXELFORGE_ADDR=127.0.0.1:$PORT TEXELFORGE_DATABASE_URL="sqlite:$work/load.db" TEXELFORGE_LOG_LEVEL=error "$BIN" serve >"$work/load.log" 2>&1 &
pid=$!
until curl -fs "http://127.0.0.1:$PORT/readyz" >/dev/null 2>&1; do sleep 0.01; done
asset=$(cd web/build/dist && ls assets/index-*.js | head -n 1)
for target in "/$asset" "/"; do
  echo "-- GET $target (Accept-Encoding: br, gzip)"
  $HEY -z "$DURATION" -c "$CONCURRENCY" -H "Accept-Encoding: br, gzip" "http://127.0.0.1:$PORT$target" \
    | grep -E "Requests/sec|Average|99%|\[200\]" || true
done
kill "$pid"; wait "$pid" 2>/dev/null || true

echo "== landing route initial JavaScript"
npm --prefix web run size
