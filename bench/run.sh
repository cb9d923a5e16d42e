#!/usr/bin/env bash
# Baseline measurements of the foundation (run by `make bench` after `make build`):
#  1. start to ready on a fresh SQLite database, migrations included (goal <= 1 s)
#  2. requests per second on loopback for a hashed asset and for a page (index.html)
#  3. GET /api/user (signed in) requests per second, as a ratio of the hashed asset's, same run
#  4. log-in latency p50 and p90 (argon2id), from the Go benchmark
#  5. the landing route's initial JavaScript, gzipped (goal <= 150 KB)
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
curl -fs -c "$work/cookies" -H 'Content-Type: application/json' "http://127.0.0.1:$PORT/api/register" \
  -d '{"username":"bench","email":"bench@example.com","password":"Bench-Anvil-42"}' >/dev/null
session=$(awk '$6 == "texelforge_session" { print $7 }' "$work/cookies")
declare -A rps
for target in "/$asset" "/" "/api/user"; do
  echo "-- GET $target (Accept-Encoding: br, gzip)"
  out=$($HEY -z "$DURATION" -c "$CONCURRENCY" -H "Accept-Encoding: br, gzip" -H "Cookie: texelforge_session=$session" \
    "http://127.0.0.1:$PORT$target")
  echo "$out" | grep -E "Requests/sec|Average|99%|\[[0-9]{3}\]" || true
  rps[$target]=$(echo "$out" | awk '/Requests\/sec/ { print $2 }')
done
kill "$pid"; wait "$pid" 2>/dev/null || true
echo "GET /api/user at $(awk -v a="${rps[/api/user]}" -v b="${rps[/$asset]}" 'BEGIN { printf "%.2f", a / b }')x the hashed asset's requests per second"

echo "== log-in latency (argon2id), in-process"
go test ./internal/httpapi -run '^$' -bench Login -benchtime 40x | grep Benchmark

echo "== landing route initial JavaScript"
npm --prefix web run size
