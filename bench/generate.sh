#!/usr/bin/env bash
# The studio's generation API under load (issue 5): USERS signed-in users each
# run GENERATIONS built-in generations back to back; prints p50/p95 from POST
# to the finished textures. Needs `make build`. Load goes only to 127.0.0.1.
#   bench/generate.sh                       # SQLite in a temporary folder
#   DATABASE_URL=postgres://... bench/generate.sh
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${BIN:-bin/texelforge}
USERS=${USERS:-20}
GENERATIONS=${GENERATIONS:-10}
PORT=${PORT:-18182}
work=$(mktemp -d)
trap 'kill "${pid:-}" 2>/dev/null || true; rm -rf "$work"' EXIT
export TEXELFORGE_DATABASE_URL=${DATABASE_URL:-sqlite:$work/load.db}
export TEXELFORGE_ADDR=127.0.0.1:$PORT TEXELFORGE_LOG_LEVEL=error

"$BIN" migrate >/dev/null
for i in $(seq 0 $((USERS - 1))); do
  echo 'Bench-Anvil-42' | "$BIN" admin create --email "load$i@example.com" --username "load$i" --password-stdin >/dev/null
  "$BIN" credits grant "load$i@example.com" $((GENERATIONS + 5)) >/dev/null
done
"$BIN" serve >"$work/serve.log" 2>&1 &
pid=$!
until curl -fs "http://127.0.0.1:$PORT/readyz" >/dev/null 2>&1; do sleep 0.01; done
echo "== $USERS users x $GENERATIONS generations (${TEXELFORGE_DATABASE_URL%%:*}, $(nproc) cores)"
go run ./bench/generate -url "http://127.0.0.1:$PORT" -users "$USERS" -generations "$GENERATIONS"
