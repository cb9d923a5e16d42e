#!/usr/bin/env bash
# Cluster bench: 3 Texelforge instances on one PostgreSQL behind Caddy, with
# uploaded files in a fake S3, loaded by k6 while faults are injected; then
# consistency checks on the database, a scaling test (1, 2, 3 instances) and
# a summary in bench/results/cluster-DATE.md. Everything listens on
# 127.0.0.1; every process this script starts is stopped by its PID on exit.
#
#   bench/cluster/run.sh          # full: 200 VUs for 3 minutes, faults, scaling 3 x 30 s (about 7 minutes)
#   bench/cluster/run.sh --quick  # smoke: 20 VUs for 30 s, compressed faults, scaling 3 x 8 s (about 2 minutes)
#
# Needs: Go, PostgreSQL's binaries in /usr/lib/postgresql/*/bin (not the
# running server: this starts its own), Caddy (apt-get install caddy) and k6
# (go install go.k6.io/k6@latest; ~/go/bin/k6). See bench/cluster/README.md.
set -euo pipefail

MODE=full
case "${1:-}" in
--quick) MODE=quick ;;
"") ;;
*) echo "usage: $0 [--quick]" >&2; exit 2 ;;
esac

ROOT=$(cd "$(dirname "$0")/../.." && pwd)
HERE=$ROOT/bench/cluster
if [[ $MODE == quick ]]; then
	VUS=20 LOAD_SECONDS=30 SCALE_SECONDS=8 SCALE_VUS=20 MAX_SECONDS=300
	# fault times, seconds into the load: kill, restart, PostgreSQL restart, S3 pause, S3 resume
	T_KILL=6 T_RESTART=10 T_PG=15 T_S3=21 T_S3_END=24
else
	VUS=200 LOAD_SECONDS=180 SCALE_SECONDS=30 SCALE_VUS=50 MAX_SECONDS=900
	T_KILL=60 T_RESTART=75 T_PG=100 T_S3=130 T_S3_END=140
fi
DATE=$(date -u +%F)
RESULTS=$ROOT/bench/results
SUMMARY=$RESULTS/cluster-$DATE$([[ $MODE == quick ]] && echo -quick || true).md

WORK=$(mktemp -d /tmp/tf-cluster.XXXXXX)
chmod 755 "$WORK" # PostgreSQL runs as the postgres user and needs to reach its data directory
BIN=$WORK/bin
mkdir -p "$BIN" "$RESULTS"
EVENTS=$WORK/faults.log
SAMPLES=$WORK/samples.log
: >"$EVENTS"
: >"$SAMPLES"

log() { printf '%s %s\n' "$(date -u +%T)" "$*" >&2; }
now_ms() { date +%s%3N; }
event() { echo "$(now_ms) $*" >>"$EVENTS"; log "event: $*"; }

# ---------------------------------------------------------------- processes
PIDS=()          # every background process this script started
declare -A NAMED # name -> pid of the ones it stops or restarts on purpose
PGDATA=$WORK/pg
PG_STARTED=0
S3_PID=

cleanup() {
	local rc=$?
	trap - EXIT INT TERM
	[[ -n $S3_PID ]] && kill -CONT "$S3_PID" 2>/dev/null || true
	for pid in "${PIDS[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
	sleep 1
	for pid in "${PIDS[@]}"; do kill -KILL "$pid" 2>/dev/null || true; done
	if [[ $PG_STARTED == 1 ]]; then
		runuser -u postgres -- "$PGBIN/pg_ctl" -D "$PGDATA" -m immediate -w stop >/dev/null 2>&1 || true
	fi
	rm -rf "$PGDATA"
	log "stopped everything; logs and raw data in $WORK"
	exit "$rc"
}
trap cleanup EXIT
trap 'log "interrupted"; exit 130' INT TERM

# start NAME CMD...: runs CMD in the background with its output in
# WORK/NAME.log; its PID is in NAMED[NAME] and PIDS.
start() {
	local name=$1
	shift
	"$@" >>"$WORK/$name.log" 2>&1 &
	PIDS+=($!)
	NAMED[$name]=$!
}

# The whole run is bounded: past MAX_SECONDS the script stops itself.
( trap 'exit 0' TERM; sleep "$MAX_SECONDS" & wait $!; echo "cluster bench: over $MAX_SECONDS s, stopping" >&2; kill -TERM $$ ) &
PIDS+=($!)

USED_PORTS=" "
free_port() {
	local p
	for _ in $(seq 200); do
		p=$((20000 + RANDOM % 30000))
		[[ $USED_PORTS == *" $p "* ]] && continue
		if ! (exec 3<>/dev/tcp/127.0.0.1/$p) 2>/dev/null; then
			USED_PORTS+="$p "
			echo "$p"
			return
		fi
	done
	echo "no free port found" >&2
	return 1
}

wait_http() { # URL SECONDS: until URL answers 200
	local deadline=$((SECONDS + $2))
	until curl -fs -o /dev/null --max-time 2 "$1"; do
		((SECONDS < deadline)) || { log "$1 did not answer in $2 s"; return 1; }
		sleep 0.2
	done
}

# ---------------------------------------------------------------- tools
PGBIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
[[ -x $PGBIN/initdb ]] || { echo "PostgreSQL binaries not found in /usr/lib/postgresql/*/bin" >&2; exit 1; }
command -v caddy >/dev/null || { echo "caddy not found: apt-get install -y caddy" >&2; exit 1; }
K6=$(command -v k6 || echo "$HOME/go/bin/k6")
if [[ ! -x $K6 ]]; then
	log "installing k6 (go install go.k6.io/k6@latest, about 2 minutes)"
	go install go.k6.io/k6@latest
	K6=$HOME/go/bin/k6
fi
command -v psql >/dev/null || PATH=$PGBIN:$PATH
export K6_CSV_TIME_FORMAT=unix_milli K6_NO_USAGE_REPORT=true

log "building into $BIN"
[[ -f $ROOT/web/build/dist/index.html ]] || log "warning: web/build/dist is missing (run 'make build' once): pages serve the placeholder app"
(cd "$ROOT" && go build -o "$BIN/texelforge" ./cmd/texelforge && go build -o "$BIN/fakes3" ./bench/cluster/fakes3 &&
	go build -o "$BIN/analyze" ./bench/cluster/analyze)

# ---------------------------------------------------------------- PostgreSQL
PG_PORT=$(free_port)
log "PostgreSQL ($PGBIN) on 127.0.0.1:$PG_PORT"
mkdir -p "$PGDATA" "$WORK/pgsock" && chown postgres "$PGDATA" "$WORK/pgsock"
runuser -u postgres -- "$PGBIN/initdb" -D "$PGDATA" -U postgres --auth=trust -E UTF8 >"$WORK/initdb.log" 2>&1
PG_OPTS="-c listen_addresses=127.0.0.1 -p $PG_PORT -k $WORK/pgsock -c max_connections=200 -c shared_buffers=256MB"
touch "$WORK/postgres.log" && chown postgres "$WORK/postgres.log"
runuser -u postgres -- "$PGBIN/pg_ctl" -D "$PGDATA" -l "$WORK/postgres.log" -o "$PG_OPTS" -w start >/dev/null
PG_STARTED=1
psql -q "postgres://postgres@127.0.0.1:$PG_PORT/postgres" -c "CREATE DATABASE texelforge"
DB_URL="postgres://postgres@127.0.0.1:$PG_PORT/texelforge?sslmode=disable"
sql() { psql -X -qAt "$DB_URL" -c "$1"; }

# ---------------------------------------------------------------- S3
S3_PORT=$(free_port)
BUCKET=texelforge
start fakes3 "$BIN/fakes3" -addr "127.0.0.1:$S3_PORT" -bucket "$BUCKET"
S3_PID=${NAMED[fakes3]}
wait_http "http://127.0.0.1:$S3_PORT/_keys" 10

# ---------------------------------------------------------------- instances
LB_PORT=$(free_port)
BASE=http://127.0.0.1:$LB_PORT
SETTINGS_KEY=$(head -c 32 /dev/urandom | base64)
declare -a APP_PORT METRICS_PORT
for i in 1 2 3; do APP_PORT[$i]=$(free_port); METRICS_PORT[$i]=$(free_port); done

# app_env I: sets ENV_ARGS to the environment of instance I (the same for
# all but the addresses).
app_env() {
	local i=$1
	ENV_ARGS=(TEXELFORGE_ADDR=127.0.0.1:${APP_PORT[$i]} TEXELFORGE_METRICS_ADDR=127.0.0.1:${METRICS_PORT[$i]} \
		TEXELFORGE_DATABASE_URL="$DB_URL" TEXELFORGE_BASE_URL="$BASE" TEXELFORGE_TRUSTED_PROXIES=127.0.0.1 \
		TEXELFORGE_DATA_DIR="$WORK/data$i" TEXELFORGE_SETTINGS_KEY="$SETTINGS_KEY" TEXELFORGE_LOG_FORMAT=json \
		TEXELFORGE_BLOB_URL="s3://$BUCKET/bench" AWS_ACCESS_KEY_ID=bench AWS_SECRET_ACCESS_KEY=bench-secret \
		AWS_REGION=us-east-1 AWS_ENDPOINT_URL_S3="http://127.0.0.1:$S3_PORT" AWS_EC2_METADATA_DISABLED=true \
		AWS_CONFIG_FILE=/nonexistent AWS_SHARED_CREDENTIALS_FILE=/nonexistent \
		TEXELFORGE_LIMIT_REGISTER_PER_HOUR=100000 TEXELFORGE_LIMIT_LOGIN_PER_15MIN=100000 \
		TEXELFORGE_LIMIT_LOGIN_ACCOUNT_PER_15MIN=100000 TEXELFORGE_LIMIT_FORGOT_PER_HOUR=100000 \
		TEXELFORGE_LIMIT_RESET_PER_HOUR=100000 TEXELFORGE_LIMIT_GENERATE_PER_MINUTE=100000 \
		TEXELFORGE_LIMIT_DOWNLOAD_PER_MINUTE=100000)
}

log "migrate and seed"
app_env 1
env "${ENV_ARGS[@]}" "$BIN/texelforge" migrate >"$WORK/migrate.log" 2>&1
env "${ENV_ARGS[@]}" "$BIN/texelforge" seed >"$WORK/seed.log" 2>&1

start_instance() {
	local i=$1
	echo "--- start $(date -u +%T)" >>"$WORK/app$i.log"
	app_env "$i"
	start "app$i" env "${ENV_ARGS[@]}" "$BIN/texelforge" serve
	echo "${NAMED[app$i]}" >"$WORK/app$i.pid" # for the sampler, which runs in a subshell
}
for i in 1 2 3; do start_instance $i; done
for i in 1 2 3; do wait_http "http://127.0.0.1:${APP_PORT[$i]}/readyz" 30; done
log "instances on ports ${APP_PORT[*]} (metrics ${METRICS_PORT[*]})"

# ---------------------------------------------------------------- load balancer
# caddy_file PORT UPSTREAMS...: a Caddyfile for a round-robin proxy with
# active health checks on /readyz and retries of failed connections.
caddy_file() {
	local port=$1
	shift
	cat <<EOF
{
	admin off
	auto_https off
}
:$port {
	bind 127.0.0.1
	reverse_proxy $* {
		lb_policy round_robin
		lb_try_duration 3s
		lb_try_interval 250ms
		health_uri /readyz
		health_interval 2s
		health_timeout 5s
		fail_duration 5s
		flush_interval -1
	}
}
EOF
}
upstreams() { local u=""; for i in "$@"; do u+="127.0.0.1:${APP_PORT[$i]} "; done; echo "$u"; }
caddy_file "$LB_PORT" $(upstreams 1 2 3) >"$WORK/Caddyfile"
start caddy env XDG_CONFIG_HOME="$WORK/caddy" XDG_DATA_HOME="$WORK/caddy" caddy run --adapter caddyfile --config "$WORK/Caddyfile"
wait_http "$BASE/readyz" 15
log "load balancer on $BASE"

# ---------------------------------------------------------------- sampler
# Every 2 s: per instance, requests served (texelforge_http_requests_total
# summed; NA when the scrape failed), memory (VmRSS, VmHWM, kB) and the PID
# of its current process (a new PID tells a restart from a cut-short scrape).
sample_loop() {
	while true; do
		for i in 1 2 3; do
			local pid total rss hwm
			pid=$(cat "$WORK/app$i.pid")
			total=$(curl -fs --max-time 1 "http://127.0.0.1:${METRICS_PORT[$i]}/metrics" 2>/dev/null |
				awk '/^texelforge_http_requests_total/ {s += $NF; n++} END {if (n) printf "%d", s}' || true)
			rss=$(awk '/^VmRSS/ {print $2}' "/proc/$pid/status" 2>/dev/null || echo 0)
			hwm=$(awk '/^VmHWM/ {print $2}' "/proc/$pid/status" 2>/dev/null || echo 0)
			echo "$(now_ms) instance$i ${total:-NA} ${rss:-0} ${hwm:-0} $pid" >>"$SAMPLES"
		done
		sleep 2
	done
}

# ---------------------------------------------------------------- baselines
# Downloads before the load: download_count minus the day's recorded
# downloads, per texture; after the load the same difference must hold.
sql "CREATE TABLE bench_download_baseline AS SELECT id, download_count -
	(SELECT count(*) FROM showcase_downloads d WHERE d.showcase_id = s.id) AS diff FROM showcase_textures s"
DAY_BEFORE=$(date -u +%F)

VOTES_SQL="SELECT count(*) FROM showcase_textures s WHERE
	s.upvotes <> (SELECT count(*) FROM showcase_votes v WHERE v.showcase_id = s.id AND v.vote = 1) OR
	s.downvotes <> (SELECT count(*) FROM showcase_votes v WHERE v.showcase_id = s.id AND v.vote = -1)"
VOTES_BEFORE=$(sql "$VOTES_SQL")

# ---------------------------------------------------------------- load + faults
RUN_ID=$(date +%H%M%S)
log "load: $VUS VUs for $LOAD_SECONDS s (run $RUN_ID); faults at $T_KILL/$T_RESTART (instance 2), $T_PG (PostgreSQL), $T_S3-$T_S3_END (S3)"
sample_loop &
PIDS+=($!)
SAMPLER_PID=$!
event load_start
start k6 "$K6" run --no-color --out "csv=$WORK/k6.csv" --summary-export "$WORK/k6-summary.json" \
	--local-ips 127.0.0.2-127.0.0.250 \
	-e BASE="$BASE" -e VUS="$VUS" -e DURATION="${LOAD_SECONDS}s" -e RUN_ID="$RUN_ID" "$HERE/load.js"
K6_PID=${NAMED[k6]}
T0=$SECONDS
at() { # wait until S seconds into the load
	while ((SECONDS - T0 < $1)); do sleep 0.2; done
}

HWM_KILLED=0
at "$T_KILL"
HWM_KILLED=$(awk '/^VmHWM/ {printf "%.0f MiB", $2/1024}' "/proc/${NAMED[app2]}/status")
kill -KILL "${NAMED[app2]}"
event instance_killed "instance 2, pid ${NAMED[app2]}"
at "$T_RESTART"
start_instance 2
wait_http "http://127.0.0.1:${APP_PORT[2]}/readyz" 30
event instance_restarted "instance 2, pid ${NAMED[app2]}"

at "$T_PG"
event pg_restart_begin
runuser -u postgres -- "$PGBIN/pg_ctl" -D "$PGDATA" -l "$WORK/postgres.log" -o "$PG_OPTS" -m fast -w restart >/dev/null
event pg_restart_end

at "$T_S3"
kill -STOP "$S3_PID"
event s3_paused
at "$T_S3_END"
kill -CONT "$S3_PID"
event s3_resumed

log "waiting for k6"
K6_RC=0
wait "$K6_PID" || K6_RC=$?
event load_end
log "k6 exited with $K6_RC (non-zero is expected when requests failed during faults)"
kill "$SAMPLER_PID" 2>/dev/null || true

HWM_AFTER_LOAD=""
for i in 1 2 3; do
	HWM_AFTER_LOAD+="${HWM_AFTER_LOAD:+, }instance$i $(awk '/^VmHWM/ {printf "%.0f MiB", $2/1024}' "/proc/${NAMED[app$i]}/status")"
done

# ---------------------------------------------------------------- consistency
log "waiting for the generation queue to drain (at most 60 s)"
deadline=$((SECONDS + 60))
while (($(sql "SELECT count(*) FROM generations WHERE state IN ('queued', 'running')") > 0)) && ((SECONDS < deadline)); do
	sleep 1
done

CHECKS=$WORK/checks.md
: >"$CHECKS"
FAILS=0
check() { # NAME BAD_COUNT DETAIL
	local verdict=PASS
	if [[ $2 != 0 ]]; then verdict=FAIL; FAILS=$((FAILS + 1)); fi
	echo "| $1 | $verdict | $3 |" >>"$CHECKS"
	log "check $verdict: $1 ($3)"
}

ACCEPTED_CLIENT=$("$BIN/analyze" count -csv "$WORK/k6.csv" -name generate_start -status 202)
GEN_ROWS=$(sql "SELECT count(*) FROM generations g JOIN users u ON u.id = g.user_id WHERE u.username LIKE 'lt${RUN_ID}%'")
GEN_STATES=$(sql "SELECT string_agg(state || ' ' || n, ', ') FROM (SELECT state, count(*) n FROM generations GROUP BY state ORDER BY state) x")
GEN_BAD=$(sql "SELECT count(*) FROM generations g WHERE g.state IN ('queued', 'running')
	OR NOT EXISTS (SELECT 1 FROM credit_transactions t WHERE t.generation_id = g.id AND t.type = 'generation')
	OR (g.state = 'failed') <> EXISTS (SELECT 1 FROM credit_transactions t WHERE t.generation_id = g.id AND t.type = 'refund')
	OR (SELECT count(*) FROM credit_transactions t WHERE t.generation_id = g.id AND t.type = 'refund') > 1")
GEN_MISSING=$((ACCEPTED_CLIENT > GEN_ROWS ? ACCEPTED_CLIENT - GEN_ROWS : 0))
check "generations: every one ended done, or failed with exactly one refund; none left queued or running" "$GEN_BAD" \
	"$GEN_STATES; $GEN_BAD bad"
check "generations: every 202 the clients saw is in the database" "$GEN_MISSING" \
	"$ACCEPTED_CLIENT accepted by clients, $GEN_ROWS rows for the load's users"

LEDGER_BAD=$(sql "SELECT count(*) FROM (SELECT a.user_id, a.plan_total, a.plan_available, a.purchased_total, a.purchased_used,
	COALESCE((SELECT plan_delta FROM credit_transactions g WHERE g.user_id = a.user_id AND g.type = 'plan_grant'
		ORDER BY g.id DESC LIMIT 1), 0) AS l_total,
	COALESCE(SUM(t.plan_delta), 0) AS l_available,
	COALESCE(SUM(CASE WHEN t.type IN ('grant', 'purchase') THEN t.purchased_delta ELSE 0 END), 0) AS l_purchased,
	COALESCE(SUM(CASE WHEN t.type IN ('grant', 'purchase') THEN 0 ELSE -t.purchased_delta END), 0) AS l_used
	FROM credit_accounts a LEFT JOIN credit_transactions t ON t.user_id = a.user_id
	GROUP BY a.user_id, a.plan_total, a.plan_available, a.purchased_total, a.purchased_used) x
	WHERE (plan_total, plan_available, purchased_total, purchased_used) <> (l_total, l_available, l_purchased, l_used)")
LEDGER_N=$(sql "SELECT count(*) FROM credit_accounts")
check "credits: every balance equals the sums of its ledger" "$LEDGER_BAD" "$LEDGER_N accounts, $LEDGER_BAD differ"

PAID_CLIENT=$("$BIN/analyze" count -csv "$WORK/k6.csv" -name checkout_pay -status 200)
PAID_BAD=$(sql "SELECT count(*) FROM checkouts c WHERE c.status = 'paid' AND (c.fulfilled_at IS NULL OR
	(SELECT count(*) FROM credit_transactions t WHERE t.payment_ref = 'checkout:' || c.id AND t.type = 'purchase') <> 1)")
PAID_DB=$(sql "SELECT count(*) FROM checkouts WHERE status = 'paid'")
check "payments: every paid checkout was fulfilled with exactly one purchase" "$PAID_BAD" \
	"$PAID_DB paid in the database, $PAID_CLIENT payments answered 200 to clients"

VOTES_AFTER=$(sql "$VOTES_SQL")
VOTE_ROWS=$(sql "SELECT count(*) FROM showcase_votes")
check "votes: each texture's upvotes and downvotes equal its vote rows" "$VOTES_AFTER" \
	"$VOTE_ROWS vote rows; textures that differ: $VOTES_BEFORE before the load, $VOTES_AFTER after"

if [[ $(date -u +%F) == "$DAY_BEFORE" ]]; then
	DL_BAD=$(sql "SELECT count(*) FROM showcase_textures s LEFT JOIN bench_download_baseline b ON b.id = s.id
		WHERE s.download_count - (SELECT count(*) FROM showcase_downloads d WHERE d.showcase_id = s.id) <> COALESCE(b.diff, 0)")
	DL_ROWS=$(sql "SELECT count(*) FROM showcase_downloads")
	check "downloads: each counted download has exactly one recorded download (viewer and day)" "$DL_BAD" \
		"$DL_ROWS recorded today; $DL_BAD textures differ"
else
	echo "| downloads: counted once per recorded download | SKIP | the UTC day changed during the run (old days' rows are pruned) |" >>"$CHECKS"
fi

curl -fs "http://127.0.0.1:$S3_PORT/_keys" | sed "s|^bench/||" | sort -u >"$WORK/s3-keys.txt"
sql "SELECT DISTINCT substring(u FROM '/media/([a-z0-9_-]+/[A-Za-z0-9_-]+[.][a-z0-9]{1,5})') FROM (
	SELECT avatar_url AS u FROM users WHERE avatar_url IS NOT NULL
	UNION ALL SELECT cover_url FROM blog_posts WHERE cover_url <> ''
	UNION ALL SELECT value FROM site_settings) x WHERE u ~ '/media/'" | sort -u >"$WORK/db-keys.txt"
MISSING=$(comm -23 "$WORK/db-keys.txt" "$WORK/s3-keys.txt" | wc -l)
check "blobs: every file the database names is in the bucket" "$MISSING" \
	"$(wc -l <"$WORK/db-keys.txt") referenced, $(wc -l <"$WORK/s3-keys.txt") in the bucket, $MISSING missing"

# ---------------------------------------------------------------- scaling
# The showcase listing alone, as fast as SCALE_VUS users can ask, through a
# Caddy of 1, 2 and 3 upstreams. All three instances keep running.
SCALE=$WORK/scaling.md
: >"$SCALE"
declare -A RATE
for n in 1 2 3; do
	port=$(free_port)
	caddy_file "$port" $(upstreams $(seq 1 $n)) >"$WORK/Caddyfile.$n"
	start "caddy$n" env XDG_CONFIG_HOME="$WORK/caddy" XDG_DATA_HOME="$WORK/caddy" caddy run --adapter caddyfile --config "$WORK/Caddyfile.$n"
	wait_http "http://127.0.0.1:$port/readyz" 15
	log "scaling: $n instance(s), $SCALE_VUS VUs, $SCALE_SECONDS s"
	"$K6" run --no-color --quiet --out "csv=$WORK/scale$n.csv" --local-ips 127.0.0.2-127.0.0.250 \
		-e BASE="http://127.0.0.1:$port" -e SCENARIO=showcase -e VUS="$SCALE_VUS" -e DURATION="${SCALE_SECONDS}s" \
		"$HERE/load.js" >"$WORK/scale$n.log" 2>&1 || true
	kill "${NAMED[caddy$n]}"
	read -r rps count bad p95 < <("$BIN/analyze" rate -csv "$WORK/scale$n.csv")
	RATE[$n]=$rps
	ratio=$(awk -v a="$rps" -v b="${RATE[1]}" 'BEGIN {printf "%.2f", a / b}')
	echo "| $n | $rps | $ratio | $p95 | $count | $bad |" >>"$SCALE"
done

# ---------------------------------------------------------------- summary
HWM_END=""
for i in 1 2 3; do
	HWM_END+="${HWM_END:+, }instance$i $(awk '/^VmHWM/ {printf "%.0f MiB", $2/1024}' "/proc/${NAMED[app$i]}/status")"
done
# The instances' JSON logs: 5xx answers by route, and other ERROR lines by message.
applog() { cat "$WORK"/app?.log | jq -Rr "fromjson? | $1" 2>/dev/null || true; }
APP_5XX=$(applog 'select(.msg == "request" and .status >= 500 and .path != "/readyz") | .path' | wc -l)
APP_5XX_BY=$(applog 'select(.msg == "request" and .status >= 500 and .path != "/readyz") | "\(.status) \(.method) \(.path)"' |
	sed -E 's#/[0-9a-f-]{6,}|/[0-9]+#/{id}#g' | sort | uniq -c | sort -rn | awk 'NR <= 15')
APP_ERRORS=$(applog 'select(.level == "ERROR" and .msg != "request") | "\(.msg): \((.err // "") | tostring | .[0:200])"' |
	sed -E 's/127\.0\.0\.1:[0-9]+/127.0.0.1:PORT/g' | sort | uniq -c | sort -rn | awk 'NR <= 15')
# Caddy's own errors: "no upstreams available" is a 503 it answered itself
# while every instance failed its health check.
LB_ERRORS=$(jq -Rr 'fromjson? | select(.level == "error") | .msg' "$WORK/caddy.log" 2>/dev/null | sort | uniq -c | sort -rn || true)
K6_CHECKS=$(grep -E '^\s+(✓|✗) ' "$WORK/k6.log" | awk 'NR <= 60' || true)
CPU_MODEL=$(awk -F': ' '/model name/ {print $2; exit}' /proc/cpuinfo)

{
	echo "# Cluster bench ($MODE run), $DATE"
	echo
	echo "Machine: $(nproc) cores ($CPU_MODEL), $(awk '/MemTotal/ {printf "%.0f GiB", $2/1048576}' /proc/meminfo) RAM; k6, Caddy, PostgreSQL, the fake S3 and all"
	echo "three instances share these $(nproc) cores. Texelforge $(cd "$ROOT" && git describe --tags --always --dirty 2>/dev/null || echo dev),"
	echo "PostgreSQL $("$PGBIN/postgres" --version | awk '{print $3}'), Caddy $(caddy version | awk '{print $1}'), k6 $("$K6" version | awk '{print $2; exit}')."
	echo
	echo "Load: $VUS virtual users for $LOAD_SECONDS s, each from its own 127.0.0.x address. 40% members (arriving over the"
	echo "first minute): sign up, then per visit buy credits in test mode (every third visit, or when short), generate and"
	echo "follow the event stream, save, share half of them, upload an avatar once, vote, download, and log out every third"
	echo "visit (then log in again). 60% visitors (arriving over 15 s): pages, showcase listing with sorts, filters, search"
	echo "terms and next pages, items, images, downloads, blog posts with covers from S3. Pauses of 0.5-3 s between steps."
	echo
	echo "## Requests per route (the whole load, faults included)"
	echo
	"$BIN/analyze" routes -csv "$WORK/k6.csv"
	echo
	echo "Generations (POST to done, seen by clients): $(jq -r '.metrics.generation_seconds | "p50 \(.med | .*10 | round / 10) s, p95 \(."p(95)" | .*10 | round / 10) s, max \(.max | .*10 | round / 10) s"' "$WORK/k6-summary.json" 2>/dev/null || echo n/a);"
	echo "generations that did not finish for the client: $(jq -r '.metrics.generations_failed.count // 0' "$WORK/k6-summary.json" 2>/dev/null || echo n/a)."
	echo
	echo "## Faults"
	echo
	echo "Injected at fixed times into the load: instance 2 killed with SIGKILL at ${T_KILL} s and started again at ${T_RESTART} s;"
	echo "PostgreSQL restarted (pg_ctl restart -m fast) at ${T_PG} s; the fake S3 paused with SIGSTOP at ${T_S3} s and resumed with"
	echo "SIGCONT at ${T_S3_END} s. A request counts for a fault when it ended between the fault and the next fault (or 30 s after"
	echo "the fault was undone). \"OK again\" is the first expected answer on the affected routes after the last failure."
	echo
	"$BIN/analyze" faults -csv "$WORK/k6.csv" -events "$EVENTS"
	echo
	echo "## Consistency checks (psql on the bench database after the queue drained)"
	echo
	echo "| check | result | detail |"
	echo "| --- | --- | --- |"
	cat "$CHECKS"
	echo
	echo "## Per instance (during the load, from each instance's /metrics and /proc)"
	echo
	"$BIN/analyze" instances -samples "$SAMPLES"
	echo
	echo "Peak RSS (VmHWM) after the load: $HWM_AFTER_LOAD; at the end (after scaling): $HWM_END;"
	echo "instance 2 before it was killed: ${HWM_KILLED}."
	echo
	echo "## Scaling: showcase listing only, $SCALE_VUS VUs without pauses, $SCALE_SECONDS s each"
	echo
	echo "| instances behind Caddy | requests/s | vs 1 instance | p95 ms | requests | unexpected |"
	echo "| ---: | ---: | ---: | ---: | ---: | ---: |"
	cat "$SCALE"
	echo
	echo "All of it runs on $(nproc) cores: k6 generating the load, Caddy, PostgreSQL and the instances compete for the same CPU,"
	echo "so more instances cannot add CPU; what they can add is concurrency (more connection pools, more caches)."
	echo
	echo "## Server log"
	echo
	echo "Requests an instance answered with 5xx (apart from /readyz): $APP_5XX."
	if [[ -n $APP_5XX_BY ]]; then
		echo
		echo '```'
		echo "$APP_5XX_BY"
		echo '```'
	fi
	echo
	echo "Errors the load balancer (Caddy) logged, by message (its 503s never reached an instance):"
	echo
	echo '```'
	echo "${LB_ERRORS:-none}"
	echo '```'
	echo
	echo "Other ERROR lines of the instances, by message:"
	echo
	echo '```'
	echo "${APP_ERRORS:-none}"
	echo '```'
	echo
	echo "## k6 checks"
	echo
	echo '```'
	echo "$K6_CHECKS"
	echo '```'
	echo
	echo "Raw data (k6 CSV, logs, fault log): $WORK"
} >"$SUMMARY"
cat "$SUMMARY"
log "summary written to $SUMMARY; $FAILS consistency check(s) failed"
