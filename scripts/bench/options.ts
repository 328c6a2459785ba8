// `npm run bench -- [--cars 10000,100000] [--rounds 50] [--only search|pages|lighthouse] [--site carzone]`.
// Rounds are SQL samples per query shape; the engine takes 4× as many and the API layer 10× (both cost well
// under a millisecond). Lighthouse (about 10 minutes a site) runs only when asked for, on `--site`.

export type BenchPart = 'search' | 'pages' | 'lighthouse';
export type BenchOptions = { cars: number[]; rounds: number; parts: BenchPart[]; site: string };

const PARTS: BenchPart[] = ['search', 'pages', 'lighthouse'];
const DEFAULTS: BenchOptions = {
  cars: [10_000, 100_000],
  rounds: 50,
  parts: ['search', 'pages'],
  site: 'carzone',
};

function option(args: string[], name: string): string | undefined {
  const inline = args.find((a) => a.startsWith(`${name}=`));
  if (inline) return inline.slice(name.length + 1);
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

export function parseOptions(args: string[]): BenchOptions {
  const cars = option(args, '--cars');
  const rounds = option(args, '--rounds');
  const only = option(args, '--only');
  const site = option(args, '--site');
  const options: BenchOptions = {
    cars: cars === undefined ? DEFAULTS.cars : cars.split(',').map((c) => Number(c.replace(/_/g, ''))),
    rounds: rounds === undefined ? DEFAULTS.rounds : Number(rounds),
    parts: only === undefined ? DEFAULTS.parts : [only as BenchPart],
    site: site ?? DEFAULTS.site,
  };
  if (!options.parts.every((part) => PARTS.includes(part))) {
    throw new Error(`--only takes 'search', 'pages' or 'lighthouse' (got '${only}')`);
  }
  if (!/^[a-z0-9-]+$/.test(options.site)) throw new Error(`--site takes a site's slug (got '${site}')`);
  if (!options.cars.length || options.cars.some((n) => !Number.isInteger(n) || n < 100)) {
    throw new Error(`--cars takes whole numbers of at least 100, comma separated (got '${cars}')`);
  }
  if (!Number.isInteger(options.rounds) || options.rounds < 5) {
    throw new Error(`--rounds takes a whole number of at least 5 (got '${rounds}')`);
  }
  return options;
}
