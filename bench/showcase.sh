#!/usr/bin/env bash
# The community showcase at scale (issue 6). For each engine: seed ROWS shared
# textures by CREATORS creators (bench/showcase seed), then load the first page
# of each sort, two searches and a filtered listing with CONCURRENCY clients on
# loopback, DURATION each, and print three views of every query:
#  1. client side (hey, on the same cores as the server): requests per second,
#     p50/p95/p99, status codes, and requests per second as a ratio of a hashed
#     static asset's, measured against the same database in the same run
#  2. server side: the server's own access-log duration of each of those
#     requests (handler time under that load, waiting for a database connection
#     included; the static baseline runs with logging off, the API runs with it on)
#  3. in-process: the same query through showcase.Service and the store from
#     CONCURRENCY goroutines, no HTTP and no load generator (bench/showcase
#     time), twice: "served" goes through the listing cache as the server
#     does; "database" has no cache and reads the store on every call, which
#     is what each cache miss costs (the first request, and after a write or
#     the cache's TTL)
# The goal is p95 <= GOAL_MS server side.
#
#   bench/showcase.sh                     # SQLite in a temporary folder
#   PG_URL='postgres://postgres@127.0.0.1:5432/postgres?sslmode=disable' bench/showcase.sh
#
# SQLite always runs; PostgreSQL runs too when PG_URL (or a postgres:// DATABASE_URL)
# names a server: a throwaway database is created beside it with psql and dropped
# at the end. Needs `make build`. Load goes only to 127.0.0.1.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${BIN:-bin/texelforge}
ROWS=${ROWS:-100000}
CREATORS=${CREATORS:-1000}
DURATION=${DURATION:-10s}
STORE_DURATION=${STORE_DURATION:-$DURATION}
CONCURRENCY=${CONCURRENCY:-50}
GOAL_MS=${GOAL_MS:-20}
PORT=${PORT:-18183}
PG_URL=${PG_URL:-${DATABASE_URL:-}}
[[ $PG_URL == postgres* ]] || PG_URL=
QUERIES=("sort=popular" "sort=newest" "sort=oldest" "sort=downloads" "sort=featured" "q=mossy" "q=ruby+sw"
  "license=free&kind=item")
work=$(mktemp -d)
pgdb=bench_showcase_$$
cleanup() {
  kill "${pid:-}" 2>/dev/null || true
  wait "${pid:-}" 2>/dev/null || true
  [[ -z $PG_URL ]] || psql "$PG_URL" -qc "DROP DATABASE IF EXISTS $pgdb WITH (FORCE)" >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT
failed=0

# serve LEVEL URL LOG starts the server on the database, logging at LEVEL (JSON).
serve() {
  TEXELFORGE_ADDR=127.0.0.1:$PORT TEXELFORGE_DATABASE_URL=$2 TEXELFORGE_LOG_LEVEL=$1 TEXELFORGE_LOG_FORMAT=json \
    "$BIN" serve >"$3" 2>&1 &
  pid=$!
  until curl -fs "http://127.0.0.1:$PORT/readyz" >/dev/null 2>&1; do sleep 0.01; done
}

stop() { kill "$pid"; wait "$pid" 2>/dev/null || true; pid=; }

# load TARGET runs hey and prints "rps p50 p95 p99 statuses" (latencies in ms).
load() {
  "$work/hey" -z "$DURATION" -c "$CONCURRENCY" -H "Accept-Encoding: br, gzip" "http://127.0.0.1:$PORT$1" | awk '
    /Requests\/sec/ { rps = $2 }
    /% in / { sub(/%+/, "", $1); lat[$1] = $3 * 1000 }
    /^ *\[[0-9]+\][ \t]+[0-9]+ responses/ { st = st (st ? "," : "") substr($1, 2, 3) ":" $2 }
    /Error distribution/ { st = st (st ? "," : "") "errors" }
    END { printf "%.0f %.1f %.1f %.1f %s\n", rps, lat[50], lat[95], lat[99], st }'
}

# served LOG FROM prints the p50, p95 and p99 (ms) of the showcase listings the
# access log recorded after line FROM.
served() {
  awk -v from="$2" 'NR > from && /"msg":"request"/ && /"path":"\/api\/showcase"/ &&
    match($0, /"duration":[0-9]+/) { print substr($0, RSTART + 11, RLENGTH - 11) / 1e6 }' "$1" | sort -g | awk '
    { v[NR] = $1 }
    function p(q,  i) { i = int(q * NR) + 1; return v[i > NR ? NR : i] }
    END { if (NR) printf "%.1f %.1f %.1f\n", p(0.50), p(0.95), p(0.99); else print "- - -" }'
}

bench_engine() {
  local engine=$1 url=$2
  echo
  echo "== $engine: $ROWS shared textures, $CREATORS creators, $(nproc) cores, $CONCURRENCY clients, $DURATION per run"
  TEXELFORGE_DATABASE_URL=$url TEXELFORGE_LOG_LEVEL=error "$BIN" migrate >/dev/null
  "$work/showcase" seed -db "$url" -rows "$ROWS" -users "$CREATORS"

  local asset rows=()
  asset=/$(cd web/build/dist && ls assets/index-*.js | head -n 1)
  serve error "$url" "$work/$engine-static.log"
  read -r base p50 p95 p99 st < <(load "$asset")
  stop
  rows+=("static $asset|$base|1.00|$p50 / $p95 / $p99|-|$st")
  [[ $st =~ ^200:[0-9]+$ ]] || failed=1

  serve info "$url" "$work/$engine.log"
  for q in "${QUERIES[@]}"; do
    local from s50 s95 s99 verdict ratio
    from=$(wc -l <"$work/$engine.log")
    read -r rps p50 p95 p99 st < <(load "/api/showcase?$q")
    sleep 0.2 # the last requests' log lines
    read -r s50 s95 s99 < <(served "$work/$engine.log" "$from")
    verdict=ok
    awk -v a="$s95" -v g="$GOAL_MS" 'BEGIN { exit !(a + 0 <= g) }' || verdict=MISSED
    [[ $st =~ ^200:[0-9]+$ ]] || { failed=1; verdict="$verdict, not all 200"; }
    ratio=$(awk -v a="$rps" -v b="$base" 'BEGIN { printf "%.2f", a / b }')
    rows+=("GET /api/showcase?$q|$rps|$ratio|$p50 / $p95 / $p99|$s50 / $s95 / $s99 $verdict|$st")
  done
  stop

  echo "-- HTTP, $CONCURRENCY clients x $DURATION (client: hey's view; server: the access log's request durations)"
  printf '%-40s %7s %8s  %-24s %-30s %s\n' target "req/s" "x static" "client p50/p95/p99 ms" \
    "server p50/p95/p99 ms" statuses
  for r in "${rows[@]}"; do
    IFS='|' read -r t a b c d e <<<"$r"
    printf '%-40s %7s %8s  %-24s %-30s %s\n' "$t" "$a" "$b" "$c" "$d" "$e"
  done
  echo "-- in-process: showcase.Service with its listing cache (served) and without (database), $CONCURRENCY" \
    "goroutines x $STORE_DURATION, no HTTP (latencies in ms)"
  "$work/showcase" time -db "$url" -c "$CONCURRENCY" -duration "$STORE_DURATION" -goal "${GOAL_MS}ms" "${QUERIES[@]}"
}

go build -o "$work/showcase" ./bench/showcase
GOBIN=$work go install github.com/rakyll/hey@v0.1.5
echo "== Texelforge $("$BIN" version | cut -d' ' -f2), $(go version | cut -d' ' -f3), $(nproc) cores:" \
  "$(awk -F': ' '/model name/ { print $2; exit }' /proc/cpuinfo)"
bench_engine sqlite "sqlite:$work/showcase.db"
if [[ -n $PG_URL ]]; then
  psql "$PG_URL" -qc "CREATE DATABASE $pgdb" >/dev/null
  bench_engine postgres "$(sed -E "s#^(postgres(ql)?://[^/?]+)(/[^?]*)?#\1/$pgdb#" <<<"$PG_URL")"
fi
exit "$failed"
