import v8 from 'node:v8';
import vm from 'node:vm';

// Heap growth needs a full collection before each reading, or garbage from seeding and reading rows swamps
// the index's own size. `--expose-gc` set at run time keeps `npm run bench` a plain `tsx` command.
v8.setFlagsFromString('--expose-gc');
const collect = vm.runInNewContext('gc') as () => void;

/** Heap in use after a full collection, in bytes. */
export function settledHeap(): number {
  collect();
  collect();
  return process.memoryUsage().heapUsed;
}

export function megabytes(bytes: number): number {
  return Math.round((bytes / 1024 / 1024) * 10) / 10;
}
