// Sums every suite's results into the one line CI reads: "N passed, N failed". Exit 1 on any failure.
import fs from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? '.test-output';
let passed = 0;
let failed = 0;
const read = (name) => {
  const file = path.join(dir, name);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
};

const steps = fs.readFileSync(path.join(dir, 'steps.txt'), 'utf8');
for (const line of steps.split('\n').filter(Boolean)) {
  if (line.endsWith(' passed')) passed += 1;
  else failed += 1;
}

for (const name of ['vitest-pglite.json', 'vitest-postgres.json', 'vitest-multi-process.json']) {
  const report = read(name);
  if (!report) {
    // A suite that never wrote its report crashed (or, for the PostgreSQL ones, had no server: counted in steps).
    if (name === 'vitest-pglite.json' || !steps.includes('postgres-available')) failed += 1;
    continue;
  }
  passed += report.numPassedTests;
  const failures =
    report.numFailedTests + (report.numFailedTestSuites ?? 0) - countSuitesWithFailedTests(report);
  failed += failures;
  // Vitest fails a run with an unhandled error or rejection even when every test passed: one failure more.
  const exit = path.join(dir, name.replace(/\.json$/, '.exit'));
  if (failures === 0 && fs.existsSync(exit) && fs.readFileSync(exit, 'utf8').trim() !== '0') {
    console.log(`${name}: every test passed, but the run failed (an unhandled error: see its output)`);
    failed += 1;
  }
}

function countSuitesWithFailedTests(report) {
  // numFailedTestSuites includes files whose tests failed; only count files that failed to run at all.
  return (report.testResults ?? []).filter((file) =>
    file.assertionResults?.some((a) => a.status === 'failed'),
  ).length;
}

const e2e = read('e2e.json');
if (e2e) {
  passed += e2e.stats.expected + (e2e.stats.flaky ?? 0);
  failed += e2e.stats.unexpected + (e2e.errors?.length ?? 0);
} else if (!steps.includes('chromium-installed')) {
  failed += 1;
}

console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
