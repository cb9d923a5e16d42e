#!/usr/bin/env bash
# The uncached showcase (issue 22): 100,000 shared textures, 50 clients, a
# different search or filter on every request (bench/showcase mix: a random
# sort, a search in about half of them, filters in every combination, and
# the next pages of 30% of answers). Goal: p95 <= GOAL_MS on both engines.
# For each engine it prints runs of DURATION:
#  1. HTTP: the server (texelforge serve) loaded by 50 clients on loopback,
#     with its listing cache as in production; the cache's hit ratio during
#     the runs is printed from /metrics, to show how little it helped (the
#     queries rarely repeat within its 5 s);
#  2. in-process: the same mix through showcase.Service with no cache, so
#     every request reads the database.
# Each runs once with every client sending its next request as soon as it
# has an answer (the machine's saturation: throughput and the latency of
# waiting in line), then once per rate of RATES requests per second offered
# by the same 50 clients (latency from when each request was due).
# PostgreSQL is a server of its own started here (initdb into a temporary
# folder, as bench/cluster does) with shared_buffers=1GB and
# random_page_cost=1.1, and the pool has 8 connections (4 per core here):
# settings docs/deploy.md recommends. The machine's server is not touched.
#
#   bench/showcase-uncached.sh                  # both engines, 20 s runs (about 7 minutes)
#   DURATION=10s ENGINES=sqlite bench/showcase-uncached.sh
set -euo pipefail
cd "$(dirname "$0")/.."
ROWS=${ROWS:-100000}
CREATORS=${CREATORS:-1000}
CLIENTS=${CLIENTS:-50}
DURATION=${DURATION:-20s}
GOAL_MS=${GOAL_MS:-50}
RATES=${RATES:-200 400}
ENGINES=${ENGINES:-sqlite postgres}
WORK=$(mktemp -d /tmp/tf-showcase.XXXXXX)
chmod 755 "$WORK" # PostgreSQL runs as the postgres user
PGBIN=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
pid= pg=
cleanup() {
  [[ -z $pid ]] || { kill "$pid" 2>/dev/null; wait "$pid" 2>/dev/null || true; }
  [[ -z $pg ]] || runuser -u postgres -- "$PGBIN/pg_ctl" -D "$WORK/pgdata" -m immediate -w stop >/dev/null 2>&1 || true
  rm -rf "$WORK"
}
trap cleanup EXIT

free_port() {
  local p
  for _ in $(seq 100); do
    p=$((20000 + RANDOM % 30000))
    (exec 3<>/dev/tcp/127.0.0.1/$p) 2>/dev/null || { echo "$p"; return; }
  done
  return 1
}

# hits prints the listing cache's page hits and misses so far.
hits() {
  curl -fs "http://127.0.0.1:$1/metrics" | awk '/^texelforge_showcase_cache_reads_total\{part="pages"/ {
    if ($0 ~ /hit/) h = $2; else m = $2 } END { printf "%d %d\n", h, m }'
}

go build -o "$WORK/texelforge" ./cmd/texelforge
go build -o "$WORK/showcase" ./bench/showcase
echo "== Texelforge $(git rev-parse --short HEAD), $(go version | cut -d' ' -f3), $(nproc) cores:" \
  "$(awk -F': ' '/model name/ { print $2; exit }' /proc/cpuinfo); load average $(cut -d' ' -f1-3 /proc/loadavg)"
failed=0
for engine in $ENGINES; do
  if [[ $engine == sqlite ]]; then
    url=sqlite:$WORK/showcase.db
  else
    [[ -x $PGBIN/initdb ]] || { echo "PostgreSQL's binaries are not in /usr/lib/postgresql/*/bin" >&2; exit 1; }
    port=$(free_port)
    mkdir -p "$WORK/pgdata" "$WORK/pgsock" && chown postgres "$WORK/pgdata" "$WORK/pgsock"
    runuser -u postgres -- "$PGBIN/initdb" -D "$WORK/pgdata" -U postgres --auth=trust -E UTF8 >/dev/null
    touch "$WORK/postgres.log" && chown postgres "$WORK/postgres.log"
    runuser -u postgres -- "$PGBIN/pg_ctl" -D "$WORK/pgdata" -l "$WORK/postgres.log" -w start -o \
      "-c listen_addresses=127.0.0.1 -p $port -k $WORK/pgsock -c shared_buffers=1GB -c random_page_cost=1.1" >/dev/null
    pg=1
    "$PGBIN/psql" -q "postgres://postgres@127.0.0.1:$port/postgres" -c "CREATE DATABASE texelforge"
    url="postgres://postgres@127.0.0.1:$port/texelforge?sslmode=disable&pool_max_conns=8"
  fi
  echo
  echo "== $engine: $ROWS shared textures by $CREATORS creators; $CLIENTS clients, $DURATION per run"
  "$WORK/showcase" seed -db "$url" -rows "$ROWS" -users "$CREATORS"
  # Write the seeded pages out now: the checkpoint that would otherwise come
  # 5 minutes after the start stalled every query for a second, mid-run.
  [[ $engine == sqlite ]] || "$PGBIN/psql" -q "${url%%&*}" -c CHECKPOINT

  port=$(free_port) metrics=$(free_port)
  TEXELFORGE_ADDR=127.0.0.1:$port TEXELFORGE_METRICS_ADDR=127.0.0.1:$metrics TEXELFORGE_DATABASE_URL=$url \
    TEXELFORGE_DATA_DIR=$WORK/data TEXELFORGE_LOG_LEVEL=error "$WORK/texelforge" serve >"$WORK/$engine.log" 2>&1 &
  pid=$!
  until curl -fs "http://127.0.0.1:$port/readyz" >/dev/null 2>&1; do sleep 0.1; done
  read -r h0 m0 < <(hits "$metrics")
  echo "-- 1. HTTP, through the server and its listing cache"
  for rate in 0 $RATES; do
    "$WORK/showcase" mix -http "http://127.0.0.1:$port" -c "$CLIENTS" -duration "$DURATION" -rate "$rate" \
      -goal "${GOAL_MS}ms" -slowest 3 || failed=1
  done
  read -r h1 m1 < <(hits "$metrics")
  echo "  listing cache during these runs: $((h1 - h0)) page hits, $((m1 - m0)) misses"
  kill "$pid" && wait "$pid" 2>/dev/null || true
  pid=
  echo "-- 2. in-process, showcase.Service without a cache: every request reads the database"
  for rate in 0 $RATES; do
    "$WORK/showcase" mix -db "$url" -c "$CLIENTS" -duration "$DURATION" -rate "$rate" -goal "${GOAL_MS}ms" \
      -slowest 3 || failed=1
  done
  if [[ $engine == postgres ]]; then
    runuser -u postgres -- "$PGBIN/pg_ctl" -D "$WORK/pgdata" -m fast -w stop >/dev/null
    pg=
  fi
done
exit "$failed"
