// `npm run load -- [--connections 200] [--duration 60] [--think 2] [--phase 1|2|both] [--minutes M] [--url URL] [--port P]`:
// simulated shoppers, each reading a page --think seconds on average (scripts/load/shopper.ts): phase 1
// on one server, phase 2 on two sharing one PostgreSQL database, each on a database created for the phase
// and dropped after. Prints requests/s and latency per kind of request, checks that no lead was lost, and
// with --minutes holds the servers' memory to a bound after warm-up. Writes bench/load-results.json; exits
// 1 when a target is missed.
import path from 'node:path';
import { parseOptions } from './load/options';
import { type Cleanup, type PhaseResult, runPhase } from './load/phase';
import { printPhase, printVerdicts, writeResults } from './load/report';
import { type Verdict, verdicts } from './load/rules';

const RESULTS_FILE = path.join(process.cwd(), 'bench', 'load-results.json');

const cleanups: Cleanup[] = [];
// Ctrl-C must not leave servers running or a load_* database behind; npm passes it on as SIGTERM, and a
// second signal must not cut the clean-up short.
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    console.log('\ninterrupted: stopping the servers and dropping the database');
    void Promise.allSettled(cleanups.map((c) => c())).finally(() => process.exit(130));
  });
}

const options = parseOptions(process.argv.slice(2));
const phases: PhaseResult[] = [];
const all: Verdict[] = [];
for (const phase of options.phases) {
  const result = await runPhase(phase, options, (cleanup) => cleanups.push(cleanup));
  printPhase(result);
  phases.push(result);
  // A server whose memory could not be followed fails the bound rather than passing it unseen.
  const growth = result.memory.map((m) => m.trend?.growth_mb ?? Number.NaN);
  all.push(
    ...verdicts({
      name: result.name,
      kinds: result.kinds,
      leadsLost: result.leads?.lost ?? null,
      memoryGrowthMb: options.minutes === null ? null : growth.length ? Math.max(...growth) : Number.NaN,
    }),
  );
}
const ok = printVerdicts(all);
writeResults(RESULTS_FILE, options, phases, all);
console.log(`\nwrote ${path.relative(process.cwd(), RESULTS_FILE)}`);
process.exit(ok ? 0 : 1);
