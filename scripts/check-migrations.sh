#!/usr/bin/env bash
# Fails when src/db/schema/ has changes that no migration in src/db/migrations captures.
set -euo pipefail
cd "$(dirname "$0")/.."
# drizzle-kit wants a path relative to the project.
tmp=.test-output/migrations-check
rm -rf "$tmp" && mkdir -p "$tmp"
trap 'rm -rf "$tmp"' EXIT
cp -r src/db/migrations "$tmp/migrations"
node_modules/.bin/drizzle-kit check --dialect postgresql --out "$tmp/migrations" >/dev/null
before=$(ls "$tmp/migrations"/*.sql | wc -l)
node_modules/.bin/drizzle-kit generate --dialect postgresql --schema src/db/schema --out "$tmp/migrations" --name drift >/dev/null
after=$(ls "$tmp/migrations"/*.sql | wc -l)
if [ "$after" != "$before" ]; then
  echo "The schema and the migrations disagree: run 'npm run db:generate' and commit the new migration."
  cat "$tmp/migrations"/*drift*.sql
  exit 1
fi
echo "Schema and migrations agree ($before migrations)."
