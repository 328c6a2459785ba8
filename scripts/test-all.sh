#!/usr/bin/env bash
# `npm test`: every suite, then each step's wall time against its budget and one plain summary line,
# "N passed, N failed". `npm run test:full` is the same with the browser suite whole at both widths.
#   static checks, side by side: lint (Biome) · feature boundaries and import cycles · type check ·
#     schema/migrations agreement · npm audit; a failure here stops the run before the slow steps
#   unit tests on PGlite, with next build beside them, then the build's first-load script budget · the
#   tests that make a database, on PostgreSQL (on PGlite in the first pass when no server answers) · the API fuzz · production servers on
#   PostgreSQL · Playwright e2e in Chromium (the whole suite at 1440 px, the tests tagged @layout again at
#   375 px)
# See docs/testing.md for what each suite covers and where.
set -uo pipefail
cd "$(dirname "$0")/.."
out=.test-output
rm -rf "$out" && mkdir -p "$out"
steps="$out/steps.txt"
times="$out/times.txt"
: >"$steps"
: >"$times"
run_started=$(date +%s%3N)

# timed NAME COMMAND...: runs a suite and writes its wall time (ms) for the summary.
timed() {
  local name=$1 started
  shift
  started=$(date +%s%3N)
  "$@"
  local status=$?
  echo "$name $(($(date +%s%3N) - started))" >>"$times"
  return $status
}

# ── PostgreSQL for the second pass: the machine's server if it answers, else a throwaway one. ──
pg_started=""
pg_db=""
pg_admin_url=""
cleanup() {
  if [ -n "$pg_db" ]; then psql "$pg_admin_url" -qc "drop database if exists $pg_db with (force)" >/dev/null 2>&1; fi
  if [ -n "$pg_started" ]; then su postgres -s /bin/sh -c "$PGBIN/pg_ctl -D $pg_started stop -m fast" >/dev/null 2>&1; rm -rf "$pg_started"; fi
}
trap cleanup EXIT

pick_postgres() {
  if [ -n "${TEST_DATABASE_URL:-}" ]; then pg_admin_url=$TEST_DATABASE_URL; return 0; fi
  if pg_isready -q -h 127.0.0.1 -p 5432 2>/dev/null; then
    pg_admin_url="postgres://postgres@127.0.0.1:5432/postgres"
  else
    PGBIN=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
    [ -n "$PGBIN" ] || { echo "No PostgreSQL server answers and none is installed (apt-get install -y postgresql)."; return 1; }
    pg_started=$(mktemp -d /tmp/pg-test.XXXXXX)
    chown postgres "$pg_started"
    su postgres -s /bin/sh -c "$PGBIN/initdb -A trust -U postgres -D $pg_started/data" >/dev/null || return 1
    pg_started="$pg_started/data"
    su postgres -s /bin/sh -c "$PGBIN/pg_ctl -D $pg_started -o '-p 54329 -k /tmp -c listen_addresses=127.0.0.1' -l $pg_started/log -w start" >/dev/null || return 1
    pg_admin_url="postgres://postgres@127.0.0.1:54329/postgres"
  fi
  # A fresh database for this run; the tests make their own databases inside the server and drop them.
  pg_db="ci_$(date +%s)_$$"
  psql "$pg_admin_url" -qc "create database $pg_db" || return 1
  export TEST_DATABASE_URL="${pg_admin_url%/*}/$pg_db"
}

summary() {
  echo "total $(($(date +%s%3N) - run_started))" >>"$times"
  node scripts/test-summary.mjs "$out"
  exit $?
}

# ── Static checks, side by side (each a test); their output is shown once all are done. ──
static_check() { # static_check NAME COMMAND...
  local name=$1
  shift
  if timed "$name" "$@" >"$out/$name.log" 2>&1; then echo "$name passed" >"$out/$name.step"; else echo "$name failed" >"$out/$name.step"; fi
}
echo "── static checks: lint, boundaries, typecheck, migrations, npm audit"
static_check lint node_modules/.bin/biome check . &
static_check boundaries node scripts/check-boundaries.mjs &
static_check typecheck node_modules/.bin/tsc --noEmit -p . &
static_check migrations bash scripts/check-migrations.sh &
timed audit bash scripts/audit.sh >"$out/audit.log" 2>&1 &
audit_pid=$!
wait "$audit_pid"
audit_status=$?
wait
for name in lint boundaries typecheck migrations; do
  cat "$out/$name.step" >>"$steps"
  if grep -q failed "$out/$name.step"; then
    echo "── $name failed:"
    tail -n 60 "$out/$name.log"
  fi
done
cat "$out/audit.log"
case $audit_status in
  0) echo "audit passed" >>"$steps" ;;
  1) echo "audit failed" >>"$steps" ;;
  *) echo "Not counted: the advisory database is out of this machine's reach." ;;
esac
if grep -qE '^(lint|boundaries|typecheck|migrations) failed' "$steps"; then
  echo "A static check failed: the suites, the build and the browser tests were not run."
  echo "skipped" >"$out/skipped"
  summary
fi

# ── The build beside the PGlite pass: the browser tests, the fuzz and the servers need it. ──
build_step() { if timed build node scripts/start.mjs --build-only; then echo "build passed" >>"$steps"; else echo "build failed" >>"$steps"; fi; }
build_step >"$out/build.log" 2>&1 &
build_pid=$!

# The files that make a database run once: on the PostgreSQL server when one answers (production's
# engine, with real concurrent connections), else on PGlite with the rest. The embedded PGlite is what the
# browser tests, the fuzz and `npm start` run on.
if pick_postgres; then postgres_found=1; else postgres_found=""; fi
echo "── unit and integration tests (PGlite${postgres_found:+; the files that make a database run on PostgreSQL next})"
timed vitest-pglite env -u TEST_DATABASE_URL ${postgres_found:+VITEST_DATABASE_FILES=elsewhere} \
  node_modules/.bin/vitest run --reporter=default --reporter=json --outputFile.json="$out/vitest-pglite.json"
echo $? >"$out/vitest-pglite.exit"
wait "$build_pid"
echo "── build (ran beside the PGlite pass)"
cat "$out/build.log"

# The first-load JavaScript budget of decision 003 (shared by every page, added by each page type), read
# from the build's output: gzip sizes, the same on any machine, in seconds.
if grep -q '^build passed' "$steps"; then
  echo "── first-load script budget"
  if timed script-budget node_modules/.bin/tsx scripts/check-script-budget.ts; then echo "script-budget passed" >>"$steps"; else echo "script-budget failed" >>"$steps"; fi
fi

# On PostgreSQL: every test file that makes a database (createTestDb, which takes TEST_DATABASE_URL).
echo "── integration tests (PostgreSQL)"
if [ -n "$postgres_found" ]; then
  mapfile -t pg_files < <(grep -rlE 'createTestDb|TEST_DATABASE_URL' --include='*.test.ts' --include='*.test.tsx' src tests scripts |
    grep -vE '^tests/(e2e|multi-process|faults)/' | sort)
  timed vitest-postgres node_modules/.bin/vitest run "${pg_files[@]}" --reporter=default --reporter=json --outputFile.json="$out/vitest-postgres.json"
  echo $? >"$out/vitest-postgres.exit"
else
  echo "postgres-available failed" >>"$steps"
fi

# Hostile input against the build: 1,500 seeded malformed and boundary requests spread over every
# operation of /api/openapi.json, on a server of its own with a fresh database (no 5xx, no leak, no junk).
echo "── fuzz"
if timed fuzz node_modules/.bin/tsx scripts/fuzz.ts --runs 1500 --seed 20261125; then echo "fuzz passed" >>"$steps"; else echo "fuzz failed" >>"$steps"; fi

# Production servers on the PostgreSQL server pick_postgres found: two on one database (a stock change
# through one is searchable in the other within 2 s), and one answering over HTTP. Needs the build.
echo "── multi-process tests (production servers on PostgreSQL)"
if [ -n "${TEST_DATABASE_URL:-}" ] && ! grep -q '^postgres-available failed' "$steps"; then
  timed multi-process node_modules/.bin/vitest run --config vitest.multi-process.config.ts --reporter=default --reporter=json --outputFile.json="$out/vitest-multi-process.json"
  echo $? >"$out/vitest-multi-process.exit"
else
  echo "No PostgreSQL server: skipped (already counted as postgres-available failed)."
fi

# Last, alone: the browser suite is the slowest step, and a busy machine slows a browser most.
echo "── end-to-end tests (Chromium)"
if ! grep -q '^build passed' "$steps"; then
  echo "No build: the browser tests were not run (counted as build failed)."
elif [ -x /usr/bin/chromium ]; then
  PLAYWRIGHT_JSON_OUTPUT_NAME="$out/e2e.json" timed e2e node_modules/.bin/playwright test --reporter=list,json
else
  echo "Chromium is not installed: run 'apt-get install -y chromium' (it provides /usr/bin/chromium)."
  echo "chromium-installed failed" >>"$steps"
fi

summary
