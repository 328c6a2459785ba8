import type { Client } from './client';
import {
  browserHeaders,
  DEMO_SITES,
  everySearch,
  HITS_PER_PAGE,
  RESULTS_PAGES,
  type Server,
} from './shopper';

// Before the clock starts, each server is brought into service as shoppers leave it: every page the run's
// shoppers can reach seen once, so the run measures a server in service rather than its first renders.
// The car pages are those of every first search a shopper may make; each with the calls its page sends.

const AT_ONCE = 4;

export type WarmUp = { pages: number; seconds: number };

export async function warmUp(client: Client, servers: readonly Server[]): Promise<WarmUp> {
  const began = performance.now();
  const counts = await Promise.all(servers.map((server) => warmServer(client, server)));
  return {
    pages: counts.reduce((a, n) => a + n, 0),
    seconds: Math.round((performance.now() - began) / 100) / 10,
  };
}

type Hit = { slug: string; path: string };

/**
 * `send`'s answer, asked again when it is lost on the way (a connection closed, a body cut short behind a
 * proxy): the warm-up is not measured, it only has to see every page once.
 */
async function retried<T>(send: () => Promise<T>, tries = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await send();
    } catch (error) {
      if (attempt >= tries) throw error;
    }
  }
}

async function warmServer(client: Client, server: Server): Promise<number> {
  const paths: { site: string; path: string }[] = [];
  for (const site of DEMO_SITES) {
    const headers = browserHeaders(site, server.port);
    const cars = new Set<string>();
    for (const search of everySearch()) {
      const hits = await retried(async () => {
        const answer = await client.send({
          origin: server.origin,
          method: 'POST',
          path: '/api/search',
          headers: {
            ...headers,
            'content-type': 'application/json',
            origin: `${new URL(server.origin).protocol}//${headers.host}`,
          },
          body: JSON.stringify({ ...search, hitsPerPage: HITS_PER_PAGE, offset: 0 }),
        });
        return (JSON.parse(answer.text()) as { hits?: Hit[] }).hits ?? [];
      });
      for (const hit of hits) cars.add(JSON.stringify([hit.path, hit.slug]));
    }
    for (const page of ['/', ...RESULTS_PAGES]) paths.push({ site, path: page });
    for (const car of cars) {
      const [path, slug] = JSON.parse(car) as [string, string];
      paths.push(
        { site, path },
        ...['similar', 'autogauge'].map((call) => ({ site, path: `/api/cars/${slug}/${call}` })),
      );
    }
  }
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const { site, path } = paths[next++];
      await retried(() =>
        client.send({
          origin: server.origin,
          method: 'GET',
          path,
          headers: browserHeaders(site, server.port),
        }),
      );
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  return paths.length;
}
