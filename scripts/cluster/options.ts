// `npm run cluster -- [--web N] [--http-port 8080] [--https-port 8443] [--web-port 3701] [--ask-port 3700]
// [--run-dir .data/cluster]`: N web processes (2 unless given) on ports --web-port, --web-port + 1, …
// (0: any free port each), Caddy on the HTTP and HTTPS ports, its certificate check on --ask-port
// (loopback only; 0: a free one), Caddy's files (its local authority's root among them) under --run-dir.

export type ClusterOptions = {
  web: number;
  httpPort: number;
  httpsPort: number;
  /** The first web process's port, the others' following it; 0 for a free port each. */
  webPort: number;
  askPort: number;
  runDir: string;
};

const MAX_WEB = 16;

function option(args: readonly string[], name: string): string | undefined {
  const inline = args.find((arg) => arg.startsWith(`${name}=`));
  if (inline) return inline.slice(name.length + 1);
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

function port(args: readonly string[], name: string, fallback: number): number {
  const value = option(args, name);
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!/^\d+$/.test(value) || n > 65535) throw new Error(`${name} takes a port, 0 to 65535 (got '${value}')`);
  return n;
}

const KNOWN = ['--web', '--http-port', '--https-port', '--web-port', '--ask-port', '--run-dir'];

export function parseClusterOptions(args: readonly string[]): ClusterOptions {
  const unknown = args.find((arg) => arg.startsWith('--') && !KNOWN.includes(arg.split('=')[0]));
  if (unknown) throw new Error(`Unknown option '${unknown}'; the options are ${KNOWN.join(', ')}`);
  const webText = option(args, '--web') ?? '2';
  const web = Number(webText);
  if (!/^\d+$/.test(webText) || web < 1 || web > MAX_WEB)
    throw new Error(`--web takes a number of web processes, 1 to ${MAX_WEB} (got '${webText}')`);
  const options = {
    web,
    httpPort: port(args, '--http-port', 8080),
    httpsPort: port(args, '--https-port', 8443),
    webPort: port(args, '--web-port', 3701),
    askPort: port(args, '--ask-port', 3700),
    runDir: option(args, '--run-dir') ?? '.data/cluster',
  };
  if (options.httpPort === 0 || options.httpsPort === 0)
    throw new Error('--http-port and --https-port take a port of their own, not 0');
  if (options.webPort !== 0 && options.webPort + web - 1 > 65535)
    throw new Error(`--web-port ${options.webPort} leaves no room for ${web} web processes`);
  return options;
}
