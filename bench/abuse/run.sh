#!/usr/bin/env bash
# Memory under abuse (issue 16, resource exhaustion): bench/abuse starts BIN on
# a fresh SQLite database, signs in CLIENTS users, shares a 64x64 texture, and
# has the CLIENTS send avatar decompression bombs (PNG, GIF, WebP) and enlarged
# showcase-image requests for DURATION while it samples the server's VmRSS and
# VmHWM; it prints the peak resident memory (goal: under 300 MB) and each kind
# of request's outcomes. A server above CEILING_MB is killed (an old build
# without the limits would otherwise take the machine's memory).
#   make build && bench/abuse/run.sh
#   BIN=/tmp/texelforge-main bench/abuse/run.sh      # e.g. a build of main, to compare
# Not part of CI. Load goes only to 127.0.0.1.
set -euo pipefail
cd "$(dirname "$0")/../.."
go run ./bench/abuse -bin "${BIN:-bin/texelforge}" -clients "${CLIENTS:-20}" -duration "${DURATION:-40s}" \
  -ceiling "${CEILING_MB:-4096}"
