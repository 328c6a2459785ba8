// `npm run fuzz [-- --runs 10000] [--seed N] [--base-url http://127.0.0.1:3000] [--port P]`: reads the
// OpenAPI document from a running server (one of its own on a fresh database unless --base-url is given)
// and sends --runs malformed and boundary requests (fast-check, seeded: the same seed sends the same
// requests) spread evenly over every operation, some of them well formed. Fails (exit 1) on any 5xx, any
// answer showing the server's insides, any 400 that is not { error, issues? }, any answer the document does
// not describe (a status it does not list, or a body that breaks its schema: scripts/fuzz/conformance.ts),
// and any row stored by a call that was refused.
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { freePort } from './free-port';
import { junkRows, type Outcome, problemsOf } from './fuzz/checks';
import { type ApiDocument, answerChecker } from './fuzz/conformance';
import { type FuzzRequest, type Known, type Operation, requestsFor } from './fuzz/requests';
import { reproducer, send } from './fuzz/send';
import { type FuzzServer, startFuzzServer } from './fuzz/server';
import { signIn } from './fuzz/sign-in';

const DEMO_SITES = ['coastal-toyota', 'carzone', 'summit-motor-group', 'outback-rv'];
const REPORT_DIR = path.join('.data', 'fuzz');
/** Successful calls the fuzzer made itself (signing in): their rows are not junk. */
const ownWrites: Record<string, number> = {};

function option(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? undefined : process.argv[at + 1];
}

const runs = Number(option('runs') ?? 10_000);
const seed = Number(option('seed') ?? Date.now() % 2 ** 31);
const concurrency = Number(option('concurrency') ?? 6);
const timeoutMs = Number(option('timeout') ?? 60_000);

async function known(baseUrl: string, server: FuzzServer | null): Promise<Known> {
  const port = new URL(baseUrl).port || '80';
  const hosts = DEMO_SITES.map((slug) => `${slug}.localhost:${port}`);
  const carSlugs: string[] = [];
  const carIds: number[] = [];
  for (const host of hosts) {
    const answer = await send(
      baseUrl,
      {
        operation: 'discover',
        method: 'POST',
        target: '/api/search',
        headers: { host, origin: `http://${host}`, 'content-type': 'application/json' },
        body: new TextEncoder().encode('{"hitsPerPage":5}'),
      },
      timeoutMs,
    );
    if ('failed' in answer || answer.status !== 200) continue;
    for (const hit of (JSON.parse(answer.body) as { hits: Array<{ id: number; slug: string }> }).hits) {
      carSlugs.push(hit.slug);
      carIds.push(hit.id);
    }
  }
  const sessions: Record<string, string> = {};
  if (server)
    for (const [i, host] of hosts.entries()) {
      const cookie = await signIn(
        baseUrl,
        host,
        server.smsDir,
        `0412${String(345_600 + i).padStart(6, '0')}`,
        ownWrites,
      );
      if (cookie) sessions[host] = cookie;
    }
  return {
    hosts,
    consoleHost: `console.localhost:${port}`,
    carSlugs,
    carIds,
    platformKey: server?.platformKey ?? null,
    stockKeys: server?.stockKeys ?? [],
    sessions,
  };
}

function operationsOf(document: {
  paths: Record<string, Record<string, Omit<Operation, 'method' | 'path'>>>;
}) {
  return Object.entries(document.paths).flatMap(([p, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ ...op, method, path: p }) as Operation),
  );
}

type Result = { request: FuzzRequest; outcome: Outcome; problems: string[] };

async function sendAll(baseUrl: string, requests: FuzzRequest[], document: ApiDocument): Promise<Result[]> {
  const checkAnswer = answerChecker(document);
  const problemsWith = (request: FuzzRequest, outcome: Outcome) => {
    const problems = problemsOf(outcome, request.target);
    if ('failed' in outcome) return problems;
    const [method, template] = request.operation.split(' ');
    return [...problems, ...checkAnswer(method, template, request.target, outcome)];
  };
  const results: Result[] = new Array(requests.length);
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < requests.length) {
      const i = next++;
      const outcome = await send(baseUrl, requests[i], timeoutMs);
      results[i] = { request: requests[i], outcome, problems: problemsWith(requests[i], outcome) };
      done += 1;
      if (done % 1000 === 0) console.log(`  ${done} / ${requests.length}`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return results;
}

function statusOf(outcome: Outcome): string {
  return 'failed' in outcome ? 'none' : String(outcome.status);
}

function printReport(results: Result[], baseUrl: string, junk: string[] | null, seconds: number): number {
  const byOperation = new Map<string, Map<string, number>>();
  const histogram = new Map<string, number>();
  for (const { request, outcome } of results) {
    const status = statusOf(outcome);
    const statuses = byOperation.get(request.operation) ?? new Map<string, number>();
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    byOperation.set(request.operation, statuses);
    histogram.set(status, (histogram.get(status) ?? 0) + 1);
  }
  console.log('\nRequests by operation (status: count)');
  for (const [operation, statuses] of [...byOperation].sort(([a], [b]) => a.localeCompare(b))) {
    const total = [...statuses.values()].reduce((a, b) => a + b, 0);
    const list = [...statuses]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([s, n]) => `${s}:${n}`)
      .join(' ');
    console.log(`  ${operation.padEnd(58)} ${String(total).padStart(5)}  ${list}`);
  }
  const wellFormed = results.filter((r) => r.request.wellFormed);
  const answered = (from: number, to: number) =>
    wellFormed.filter(
      ({ outcome }) => !('failed' in outcome) && outcome.status >= from && outcome.status < to,
    );
  console.log(
    `\nWell-formed requests: ${wellFormed.length} (${answered(200, 300).length} answered 2xx, ${answered(400, 500).length} 4xx); every answer checked against the document`,
  );
  console.log('\nStatus histogram');
  for (const [status, count] of [...histogram].sort(([a], [b]) => a.localeCompare(b)))
    console.log(`  ${status}  ${count}`);

  const failures = results.filter((r) => r.problems.length > 0);
  fs.mkdirSync(path.join(REPORT_DIR, 'repro'), { recursive: true });
  const listed = failures.slice(0, 25);
  if (failures.length)
    console.log(`\nFailures: ${failures.length} (first ${listed.length}; reproducers below)`);
  listed.forEach(({ request, outcome, problems }, i) => {
    let bodyFile: string | null = null;
    if (request.body?.byteLength) {
      bodyFile = path.join(REPORT_DIR, 'repro', `${i + 1}.body`);
      fs.writeFileSync(bodyFile, request.body);
    }
    const answer = 'failed' in outcome ? outcome.failed : outcome.body.slice(0, 300);
    const command = reproducer(baseUrl, request, bodyFile);
    const script = path.join(REPORT_DIR, 'repro', `${i + 1}.sh`);
    fs.writeFileSync(script, `${command}\n`);
    const shown = command.length > 400 ? `${command.slice(0, 400)}… (whole: sh ${script})` : command;
    console.log(`\n${i + 1}. ${request.operation}: ${problems.join('; ')}\n   ${shown}\n   → ${answer}`);
  });
  if (junk === null) console.log('\nStored rows: not checked (a server of another run: --base-url)');
  else if (junk.length) console.log(`\nJunk stored:\n  ${junk.join('\n  ')}`);
  else console.log('\nStored rows: no table gained rows from a refused call');
  const operations = byOperation.size;
  console.log(
    `\n${results.length} requests to ${operations} operations in ${seconds.toFixed(0)} s (seed ${seed}): ` +
      `${histogram.get('500') ?? 0} × 500, ${failures.length} failing requests, ${junk?.length ?? 0} tables with junk`,
  );
  fs.writeFileSync(
    path.join(REPORT_DIR, 'last-run.json'),
    JSON.stringify(
      {
        seed,
        runs: results.length,
        operations,
        seconds,
        histogram: Object.fromEntries(histogram),
        failures: failures.length,
        junk,
      },
      null,
      2,
    ),
  );
  return failures.length + (junk?.length ?? 0);
}

async function main(): Promise<number> {
  const given = option('base-url');
  const server = given ? null : await startFuzzServer(Number(option('port') ?? (await freePort())));
  const baseUrl = given ?? (server as FuzzServer).baseUrl;
  try {
    const before = server?.rowsBefore ?? null;
    const document = await (await fetch(`${baseUrl}/api/openapi.json`)).json();
    const operations = operationsOf(document);
    const facts = await known(baseUrl, server);
    console.log(
      `${operations.length} operations; ${facts.carSlugs.length} known cars; signed in on ${Object.keys(facts.sessions).length} sites; ${runs} requests, seed ${seed}`,
    );
    const each = Math.ceil(runs / operations.length);
    const requests = operations
      .flatMap((operation, i) => fc.sample(requestsFor(operation, facts), { numRuns: each, seed: seed + i }))
      .slice(0, runs);
    // Interleaved, so a slow operation never runs alone and each sees the database others have changed.
    const order = fc.sample(
      fc.shuffledSubarray(
        requests.map((_, i) => i),
        { minLength: requests.length },
      ),
      { numRuns: 1, seed },
    )[0];
    const started = performance.now();
    const results = await sendAll(
      baseUrl,
      order.map((i) => requests[i]),
      document,
    );
    const seconds = (performance.now() - started) / 1000;
    await server?.stop();
    const successes: Record<string, number> = { ...ownWrites };
    for (const { request, outcome } of results)
      if (!('failed' in outcome) && outcome.status >= 200 && outcome.status < 300)
        successes[request.operation] = (successes[request.operation] ?? 0) + 1;
    const junk = before && server ? junkRows(before, server.countRows(), successes) : null;
    const failed = printReport(results, baseUrl, junk, seconds) > 0;
    // A passing run's database is of no further use; a failing one's stays for a look, with its server log.
    if (server && !failed) fs.rmSync(server.dir, { recursive: true, force: true });
    return failed ? 1 : 0;
  } finally {
    await server?.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
