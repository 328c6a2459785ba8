import fs from 'node:fs';
import type { MemorySample } from './rules';

// The servers' resident memory, read from /proc every 10 s while the shoppers run.

export const SAMPLE_EVERY_MS = 10_000;

export function residentMb(pid: number): number | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
    return kb ? Math.round(Number(kb) / 102.4) / 10 : null;
  } catch {
    return null;
  }
}

/** Samples each pid now and every 10 s; `stop()` returns the samples per pid. */
export function sampleMemory(pids: readonly number[]) {
  const started = performance.now();
  const samples = pids.map(() => [] as MemorySample[]);
  const take = () => {
    const atS = Math.round((performance.now() - started) / 1000);
    pids.forEach((pid, i) => {
      const rssMb = residentMb(pid);
      if (rssMb !== null) samples[i].push({ atS, rssMb });
    });
  };
  take();
  const timer = setInterval(take, SAMPLE_EVERY_MS);
  return {
    stop: () => {
      clearInterval(timer);
      take();
      return samples;
    },
  };
}
