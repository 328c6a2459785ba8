#!/usr/bin/env bash
# `npm test`: every suite, in order, then one plain summary line: "N passed, N failed".
#   lint (Biome) · feature boundaries and import cycles · type check · schema/migrations agreement · npm audit ·
#   unit + integration tests on PGlite · those that use a database again on PostgreSQL · next build · the API
#   fuzz · two servers on one PostgreSQL database · Playwright e2e in Chromium (two tenants, 375 and 1440 px, axe).
set -uo pipefail
cd "$(dirname "$0")/.."
out=.test-output
rm -rf "$out" && mkdir -p "$out"
steps="$out/steps.txt"
: >"$steps"

step() { # step NAME COMMAND... — a check that counts as one test
  local name=$1
  shift
  echo "── $name"
  if "$@"; then echo "$name passed" >>"$steps"; else echo "$name failed" >>"$steps"; fi
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

step lint node_modules/.bin/biome check .
step boundaries node scripts/check-boundaries.mjs
step typecheck node_modules/.bin/tsc --noEmit -p .
step migrations bash scripts/check-migrations.sh

echo "── npm audit (no high or critical advisory)"
bash scripts/audit.sh
case $? in
  0) echo "audit passed" >>"$steps" ;;
  1) echo "audit failed" >>"$steps" ;;
  *) echo "Not counted: the advisory database is out of this machine's reach." ;;
esac

echo "── unit and integration tests (PGlite)"
env -u TEST_DATABASE_URL node_modules/.bin/vitest run --reporter=default --reporter=json --outputFile.json="$out/vitest-pglite.json"
echo $? >"$out/vitest-pglite.exit"

# Again on PostgreSQL: every test file that makes a database (createTestDb, which takes TEST_DATABASE_URL);
# the others would only run again unchanged.
echo "── integration tests (PostgreSQL)"
if pick_postgres; then
  mapfile -t pg_files < <(grep -rlE 'createTestDb|TEST_DATABASE_URL' --include='*.test.ts' --include='*.test.tsx' src tests scripts |
    grep -vE '^tests/(e2e|multi-process|faults)/' | sort)
  node_modules/.bin/vitest run "${pg_files[@]}" --reporter=default --reporter=json --outputFile.json="$out/vitest-postgres.json"
  echo $? >"$out/vitest-postgres.exit"
else
  echo "postgres-available failed" >>"$steps"
fi

step build node scripts/start.mjs --build-only

# Hostile input against the build above: 1,500 seeded malformed and boundary requests spread over every
# operation of /api/openapi.json, on a server of its own with a fresh database (no 5xx, no leak, no junk).
step fuzz node_modules/.bin/tsx scripts/fuzz.ts --runs 1500 --seed 20261125

# Two `next start` processes on one PostgreSQL database: a stock change through one is searchable in the
# other within 2 s. Needs the build above and the server pick_postgres found for the PostgreSQL pass.
echo "── multi-process tests (two servers, one PostgreSQL database)"
if [ -n "${TEST_DATABASE_URL:-}" ] && ! grep -q '^postgres-available failed' "$steps"; then
  node_modules/.bin/vitest run --config vitest.multi-process.config.ts --reporter=default --reporter=json --outputFile.json="$out/vitest-multi-process.json"
  echo $? >"$out/vitest-multi-process.exit"
else
  echo "No PostgreSQL server: skipped (already counted as postgres-available failed)."
fi

echo "── end-to-end tests (Chromium)"
if [ -x /usr/bin/chromium ]; then
  PLAYWRIGHT_JSON_OUTPUT_NAME="$out/e2e.json" node_modules/.bin/playwright test --reporter=list,json
else
  echo "Chromium is not installed: run 'apt-get install -y chromium' (it provides /usr/bin/chromium)."
  echo "chromium-installed failed" >>"$steps"
fi

node scripts/test-summary.mjs "$out"
