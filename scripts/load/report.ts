import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoadOptions } from './options';
import type { PhaseResult } from './phase';
import { REQUEST_KINDS, type Verdict } from './rules';

// The printed tables and bench/load-results.json (memory samples kept only as each server's trend).

export function printPhase(phase: PhaseResult): void {
  console.log(
    `\n${phase.name}: ${phase.connections} shoppers, ${phase.duration_s} s, ${phase.requests_per_s} requests/s in all`,
  );
  console.log(
    `  ${'request'.padEnd(18)} ${'count'.padStart(7)} ${'errors'.padStart(6)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'p99 ms'.padStart(8)}`,
  );
  for (const kind of REQUEST_KINDS) {
    const f = phase.kinds[kind];
    if (!f) continue;
    console.log(
      `  ${kind.padEnd(18)} ${String(f.count).padStart(7)} ${String(f.errors).padStart(6)} ${String(f.requests_per_s).padStart(7)} ${String(f.p50_ms).padStart(8)} ${String(f.p95_ms).padStart(8)} ${String(f.p99_ms).padStart(8)}`,
    );
  }
  for (const sample of phase.error_samples) console.log(`  error: ${sample}`);
  const leads = phase.leads;
  if (leads) {
    console.log(
      `  leads: ${leads.accepted} answered 2xx, ${leads.stored_once} stored once, ${leads.missing} missing, ${leads.duplicated} doubled, ${leads.delivered} delivered within ${leads.waited_s} s (${leads.undelivered} not)${leads.mail_files === null ? '' : `, ${leads.mail_files} mail files`}; ${phase.enquiries_refused} enquiries refused`,
    );
  } else {
    console.log('  leads: not checked (no DATABASE_URL for the given server)');
  }
  for (const m of phase.memory) {
    const trend = m.trend
      ? `, after warm-up ${m.trend.slope_mb_per_min} MB/min (${m.trend.growth_mb} MB over ${m.trend.samples} samples)`
      : '';
    console.log(
      `  server ${m.server} memory (RSS): ${m.first_mb} MB at start, ${m.last_mb} MB at end, peak ${m.peak_mb} MB${trend}`,
    );
  }
}

export function printVerdicts(verdicts: readonly Verdict[]): boolean {
  console.log('\nTargets');
  for (const v of verdicts) console.log(`  ${v.pass ? 'PASS' : 'FAIL'}  ${v.target}: ${v.measured}`);
  return verdicts.every((v) => v.pass);
}

export function writeResults(
  file: string,
  options: LoadOptions,
  phases: PhaseResult[],
  verdicts: Verdict[],
): void {
  const results = {
    generatedAt: new Date().toISOString(),
    machine: { cpus: os.cpus().length, node: process.version },
    options: {
      connections: options.connections,
      duration_s: options.durationS,
      think_s: options.thinkS,
      minutes: options.minutes,
      url: options.url,
    },
    phases: phases.map((p) => ({ ...p, memory: p.memory.map(({ samples: _samples, ...rest }) => rest) })),
    targets: verdicts,
  };
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
}
