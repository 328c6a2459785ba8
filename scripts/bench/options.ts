// `npm run bench -- [--cars 10000,100000] [--rounds 50] [--only search|pages]`. Rounds are SQL samples per
// query shape; the engine takes 4× as many and the API layer 10× (both cost well under a millisecond).

export type BenchPart = 'search' | 'pages';
export type BenchOptions = { cars: number[]; rounds: number; parts: BenchPart[] };

const DEFAULTS: BenchOptions = { cars: [10_000, 100_000], rounds: 50, parts: ['search', 'pages'] };

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
  const options: BenchOptions = {
    cars: cars === undefined ? DEFAULTS.cars : cars.split(',').map((c) => Number(c.replace(/_/g, ''))),
    rounds: rounds === undefined ? DEFAULTS.rounds : Number(rounds),
    parts: only === undefined ? DEFAULTS.parts : [only as BenchPart],
  };
  if (!options.parts.every((part) => DEFAULTS.parts.includes(part))) {
    throw new Error(`--only takes 'search' or 'pages' (got '${only}')`);
  }
  if (!options.cars.length || options.cars.some((n) => !Number.isInteger(n) || n < 100)) {
    throw new Error(`--cars takes whole numbers of at least 100, comma separated (got '${cars}')`);
  }
  if (!Number.isInteger(options.rounds) || options.rounds < 5) {
    throw new Error(`--rounds takes a whole number of at least 5 (got '${rounds}')`);
  }
  return options;
}
