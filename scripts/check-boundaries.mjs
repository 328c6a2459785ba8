// `npm run lint`'s import check: the rules of .dependency-cruiser.cjs over src/, and one dependency-cruiser
// cannot state: no two features depend on each other, even through modules that form no cycle themselves
// (vehicle → leads/index → leads/availability → vehicle/server is a cycle of features, not of modules).
// Exits 1 on any violation; see docs/decisions/014-feature-boundaries.md.
import { cruise, format } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';

const options = await extractDepcruiseOptions('./.dependency-cruiser.cjs');
const tsConfig = extractTSConfig('tsconfig.json');
const { output } = await cruise(['src'], { ...options, validate: true }, {}, { tsConfig });

const report = await format(output, { outputType: 'err' });
process.stdout.write(report.output);
let failed = report.exitCode > 0;

/** Feature → the features it imports (tests included: a test is part of its feature). */
const featureOf = (path) => /^src\/features\/([^/]+)\//.exec(path)?.[1];
const graph = new Map();
for (const module of output.modules) {
  const from = featureOf(module.source);
  if (!from) continue;
  for (const dependency of module.dependencies) {
    const to = featureOf(dependency.resolved);
    if (to && to !== from) graph.set(from, new Set([...(graph.get(from) ?? []), to]));
  }
}

/** A path of features from `start` back to itself, or null. */
function cycleFrom(start) {
  const seen = new Set();
  const walk = (node, path) => {
    for (const next of graph.get(node) ?? []) {
      if (next === start) return [...path, next];
      if (seen.has(next)) continue;
      seen.add(next);
      const found = walk(next, [...path, next]);
      if (found) return found;
    }
    return null;
  };
  return walk(start, [start]);
}

const reported = new Set();
for (const feature of [...graph.keys()].sort()) {
  const cycle = cycleFrom(feature);
  const key = cycle && [...new Set(cycle)].sort().join(',');
  if (!cycle || reported.has(key)) continue;
  reported.add(key);
  failed = true;
  console.log(`  error feature-cycle: ${cycle.join(' → ')}`);
}

process.exitCode = failed ? 1 : 0;
