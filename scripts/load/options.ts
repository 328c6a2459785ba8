// `npm run load -- [--connections 200] [--duration 60] [--think 2] [--phase 1|2|both] [--minutes M] [--url URL] [--port P]`.
// --think is the mean pause in seconds while a shopper reads a page (each pause drawn from half to one and a
// half times it); 0 sends each request the moment the last is answered, a stress run rather than shoppers.
// --minutes runs each phase for M minutes and holds the servers' memory to a bound; --url drives a server
// already running (phase 1 only, nothing started, its database checked only when DATABASE_URL names it), over
// HTTPS (https://127.0.0.1:8443, `npm run cluster`'s Caddy) each site by its own name {site}.localhost;
// --port puts the servers on P (and P+1) instead of free ports.

export type Phase = 1 | 2;
export type LoadOptions = {
  connections: number;
  durationS: number;
  /** Mean seconds a shopper reads each page before the next request; 0 for none. */
  thinkS: number;
  phases: Phase[];
  /** Minutes of the soak run (memory sampled and bounded); null for a run of `durationS`. */
  minutes: number | null;
  url: string | null;
  port: number | null;
};

function option(args: string[], name: string): string | undefined {
  const inline = args.find((a) => a.startsWith(`${name}=`));
  if (inline) return inline.slice(name.length + 1);
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

function wholeNumber(value: string | undefined, name: string, fallback: number, min: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min)
    throw new Error(`${name} takes a whole number of at least ${min} (got '${value}')`);
  return n;
}

/** Shoppers read a page for at least this long on average, and no page holds one past a minute. */
export const THINK_DEFAULT_S = 2;
const THINK_MAX_S = 60;

function seconds(value: string | undefined): number {
  if (value === undefined) return THINK_DEFAULT_S;
  const n = Number(value);
  if (value.trim() === '' || !Number.isFinite(n) || n < 0 || n > THINK_MAX_S)
    throw new Error(`--think takes seconds from 0 to ${THINK_MAX_S} (got '${value}')`);
  return n;
}

export function parseOptions(args: string[]): LoadOptions {
  const phase = option(args, '--phase') ?? 'both';
  if (!['1', '2', 'both'].includes(phase)) throw new Error(`--phase takes 1, 2 or both (got '${phase}')`);
  const url = option(args, '--url') ?? null;
  if (url !== null && !URL.canParse(url))
    throw new Error(`--url takes a URL such as http://127.0.0.1:3000 (got '${url}')`);
  const minutesArg = option(args, '--minutes');
  const minutes = minutesArg === undefined ? null : wholeNumber(minutesArg, '--minutes', 10, 3);
  const durationS = wholeNumber(option(args, '--duration'), '--duration', 60, 5);
  if (url !== null && phase === '2') throw new Error('--url drives one server: phase 2 starts its own two');
  return {
    connections: wholeNumber(option(args, '--connections'), '--connections', 200, 1),
    durationS: minutes === null ? durationS : minutes * 60,
    thinkS: seconds(option(args, '--think')),
    phases: url !== null ? [1] : phase === 'both' ? [1, 2] : [Number(phase) as Phase],
    minutes,
    url,
    port:
      option(args, '--port') === undefined ? null : wholeNumber(option(args, '--port'), '--port', 0, 1024),
  };
}
