// Sums every suite's results into the one line CI reads: "N passed, N failed". Exit 1 on any failure.
import fs from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? '.test-output';
let passed = 0;
let failed = 0;
// Each failed test by name, printed last, so the end of a long log says what failed.
const failedNames = [];
const read = (name) => {
  const file = path.join(dir, name);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
};

const steps = fs.readFileSync(path.join(dir, 'steps.txt'), 'utf8');
// After a failed static check the slow suites are not run: their missing reports are not more failures.
const skipped = fs.existsSync(path.join(dir, 'skipped'));
for (const line of steps.split('\n').filter(Boolean)) {
  if (line.endsWith(' passed')) passed += 1;
  else failed += 1;
}

for (const name of ['vitest-pglite.json', 'vitest-postgres.json', 'vitest-multi-process.json']) {
  const report = read(name);
  if (!report) {
    if (skipped) continue;
    // A suite that never wrote its report crashed (or, for the PostgreSQL ones, had no server: counted in steps).
    if (name === 'vitest-pglite.json' || !steps.includes('postgres-available')) failed += 1;
    continue;
  }
  passed += report.numPassedTests;
  for (const file of report.testResults ?? []) {
    const where = path.relative(process.cwd(), file.name);
    const tests = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const test of tests) failedNames.push(`${name.replace(/\.json$/, '')}: ${where} › ${test.fullName}`);
    if (file.status === 'failed' && tests.length === 0)
      failedNames.push(
        `${name.replace(/\.json$/, '')}: ${where} (failed to run: ${(file.message ?? '').split('\n')[0]})`,
      );
  }
  const failures = report.numFailedTests + filesThatFailedToRun(report);
  failed += failures;
  // Vitest fails a run with an unhandled error or rejection even when every test passed: one failure more.
  const exit = path.join(dir, name.replace(/\.json$/, '.exit'));
  if (failures === 0 && fs.existsSync(exit) && fs.readFileSync(exit, 'utf8').trim() !== '0') {
    console.log(`${name}: every test passed, but the run failed (an unhandled error: see its output)`);
    failed += 1;
  }
}

function filesThatFailedToRun(report) {
  // A file that failed with no failed test failed to load or in a hook: one failure. (numFailedTestSuites
  // counts describe blocks too, so it would count a failed test twice.)
  return (report.testResults ?? []).filter(
    (file) => file.status === 'failed' && !file.assertionResults?.some((a) => a.status === 'failed'),
  ).length;
}

const e2e = read('e2e.json');
if (e2e) {
  passed += e2e.stats.expected + (e2e.stats.flaky ?? 0);
  failed += e2e.stats.unexpected + (e2e.errors?.length ?? 0);
  collectE2eFailures(e2e.suites ?? [], []);
  for (const error of e2e.errors ?? []) failedNames.push(`e2e: ${(error.message ?? '').split('\n')[0]}`);
} else if (!skipped && !steps.includes('chromium-installed') && !steps.includes('build failed')) {
  failed += 1;
}

function collectE2eFailures(suites, titles) {
  for (const suite of suites) {
    const inner = suite.file && titles.length === 0 ? [suite.file] : [...titles, suite.title];
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'unexpected')
          failedNames.push(`e2e [${test.projectName}]: ${[...inner, spec.title].join(' › ')}`);
    collectE2eFailures(suite.suites ?? [], inner);
  }
}

printTimes();
for (const line of steps.split('\n').filter((l) => l.endsWith(' failed'))) failedNames.push(`step: ${line}`);
if (failedNames.length > 0) console.log(`failed:\n${failedNames.map((n) => `  ${n}`).join('\n')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);

/** Each step's wall time beside its budget (scripts/test-budgets.json); a step over budget is a warning only. */
function printTimes() {
  const file = path.join(dir, 'times.txt');
  if (!fs.existsSync(file)) return;
  const budgets = JSON.parse(
    fs.readFileSync(new URL('./test-budgets.json', import.meta.url), 'utf8'),
  ).seconds;
  const times = fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split(' '))
    .map(([name, ms]) => [name, Number(ms) / 1000]);
  // .ci/run passes the install's time and its own start, so the total is the whole run's.
  const install = Number(process.env.CI_INSTALL_MS ?? Number.NaN) / 1000;
  if (Number.isFinite(install)) times.unshift(['install', install]);
  const started = Number(process.env.CI_STARTED_MS ?? Number.NaN);
  if (Number.isFinite(started)) times.push(['ci-total', (Date.now() - started) / 1000]);
  const clock = (seconds) => {
    const whole = Math.round(seconds);
    return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
  };
  console.log('step wall times (m:ss, budget):');
  const warnings = [];
  for (const [name, seconds] of times) {
    const budget = budgets[name];
    console.log(`  ${name.padEnd(16)} ${clock(seconds).padStart(6)}${budget ? `  (${clock(budget)})` : ''}`);
    if (budget && seconds > budget)
      warnings.push(
        `warning: ${name} took ${clock(seconds)}, over its budget of ${clock(budget)} (scripts/test-budgets.json)`,
      );
  }
  for (const warning of warnings) console.log(warning);
}
