#!/usr/bin/env bash
# `npm run audit`: no installed package may have a high or critical advisory. Exits 0 when none has,
# 1 when one has, and 2 when the advisory database cannot be reached from this machine (then nothing was
# checked, and the caller must not count it as a pass).
set -uo pipefail
cd "$(dirname "$0")/.."
report=$(npm audit --audit-level=high --json 2>/dev/null)
status=$?
if ! printf '%s' "$report" | node -e '
  let text = ""; process.stdin.on("data", (c) => (text += c)).on("end", () => {
    try { const r = JSON.parse(text); process.exit(r.metadata && r.metadata.vulnerabilities ? 0 : 1); }
    catch { process.exit(1); }
  });'; then
  echo "npm audit: the advisory database could not be reached; nothing was checked."
  exit 2
fi
printf '%s' "$report" | node -e '
  let text = ""; process.stdin.on("data", (c) => (text += c)).on("end", () => {
    const v = JSON.parse(text).metadata.vulnerabilities;
    console.log(`npm audit: ${v.critical} critical, ${v.high} high, ${v.moderate} moderate, ${v.low} low.`);
  });'
exit $((status == 0 ? 0 : 1))
