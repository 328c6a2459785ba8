import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDb } from '../../tests/helpers/test-db';
import {
  CHANNELS,
  type ChangeListener,
  type Channel,
  followChanges,
  LISTENER_APPLICATION_NAME,
  startChangeListener,
} from './change-listener';
import { leadDeliveries, leads, sites } from './schema';

// LISTEN/NOTIFY against a real PostgreSQL server (the one at 127.0.0.1:5432 unless the run names another):
// the triggers of migration 0023 notify at commit, a follower runs at once on a notification, and when the
// listening connection is cut the follower polls at its own pace until the listener has connected again.

const PG_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

async function postgresAnswers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

const postgres = await postgresAnswers(PG_URL);
const soon = { timeout: 5000, interval: 10 };

describe.skipIf(!postgres)('change notifications on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createTestDb>>;
  let listener: ChangeListener;
  const stops: (() => Promise<void>)[] = [];

  const bumpStock = () =>
    database.db.execute(
      sql`insert into app_meta (key, value) values ('stock_version', 1)
          on conflict (key) do update set value = app_meta.value + 1`,
    );
  const heard = (channel: Channel) => {
    const calls: number[] = [];
    const unsubscribe = listener.subscribe(channel, () => calls.push(performance.now()));
    stops.push(async () => {
      unsubscribe();
    });
    return calls;
  };

  beforeAll(async () => {
    const saved = process.env.TEST_DATABASE_URL;
    process.env.TEST_DATABASE_URL = PG_URL; // createTestDb makes a fresh database on this server
    try {
      database = await createTestDb();
    } finally {
      if (saved === undefined) delete process.env.TEST_DATABASE_URL;
      else process.env.TEST_DATABASE_URL = saved;
    }
    listener = startChangeListener({ url: database.url as string, minBackoffMs: 50, maxBackoffMs: 200 });
    await vi.waitFor(() => expect(listener.listening).toBe(true), soon);
  });

  afterAll(async () => {
    for (const stop of stops) await stop();
    await listener?.stop();
    await database?.drop();
  });

  it('a stock version bump, a write to sites and a queued lead each notify their channel at commit', async () => {
    const stock = heard(CHANNELS.stock);
    const siteWrites = heard(CHANNELS.sites);
    const deliveries = heard(CHANNELS.leadDeliveries);
    await database.db.transaction(async (tx) => {
      await tx.execute(
        sql`insert into app_meta (key, value) values ('stock_version', 1)
            on conflict (key) do update set value = app_meta.value + 1`,
      );
      // Nothing is heard before the change commits: a follower would read the old state.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(stock).toHaveLength(0);
    });
    await vi.waitFor(() => expect(stock).toHaveLength(1), soon);

    const [site] = await database.db
      .insert(sites)
      .values({ slug: 'notified', name: 'Notified', hostnames: [], config: {} })
      .returning({ id: sites.id });
    await vi.waitFor(() => expect(siteWrites).toHaveLength(1), soon);
    // By hand in SQL is heard as well as through the app.
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    await client.query(`update sites set name = 'Notified by hand' where slug = 'notified'`);
    await client.end();
    await vi.waitFor(() => expect(siteWrites).toHaveLength(2), soon);

    const [lead] = await database.db
      .insert(leads)
      .values({ siteId: site.id, idempotencyKey: 'n', category: 'enquiry', form: {}, payload: {} })
      .returning({ id: leads.id });
    expect(deliveries).toHaveLength(0);
    await database.db.insert(leadDeliveries).values([
      { leadId: lead.id, channel: 'email', target: 'sales@example.com', format: 'text' },
      { leadId: lead.id, channel: 'webhook', target: 'https://crm.example.com', format: 'json' },
    ]);
    await vi.waitFor(() => expect(deliveries).toHaveLength(1), soon);
    // Other writes are not stock changes.
    expect(stock).toHaveLength(1);
  });

  it('a follower runs at once on a notification, and while listening polls only as a safety net', async () => {
    const checks: { notified: boolean; at: number }[] = [];
    const follower = followChanges(
      listener,
      CHANNELS.stock,
      async (notified) => void checks.push({ notified, at: performance.now() }),
      { pollMs: 50, listeningPollMs: 60_000, failureMessage: 'x' },
    );
    stops.push(follower.stop);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(checks).toHaveLength(0); // listening: no 50 ms polling

    const delays: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const before = checks.length;
      const sentAt = performance.now(); // the notice can arrive before the writer hears its commit
      await bumpStock();
      await vi.waitFor(() => expect(checks.length).toBe(before + 1), soon);
      expect(checks.at(-1)?.notified).toBe(true);
      delays.push((checks.at(-1)?.at ?? 0) - sentAt);
    }
    console.log(`follower ran ${delays.map((ms) => ms.toFixed(1)).join(', ')} ms after the write was sent`);
    expect(Math.max(...delays)).toBeLessThan(500);
  });

  it('a cut connection: the follower polls at its own pace, the listener connects again, notifications reach it', async () => {
    const checks: boolean[] = [];
    const states: boolean[] = [];
    const unwatch = listener.onListeningChange((state) => states.push(state));
    const follower = followChanges(listener, CHANNELS.stock, async (notified) => void checks.push(notified), {
      pollMs: 50,
      listeningPollMs: 60_000,
      failureMessage: 'x',
    });
    stops.push(async () => {
      unwatch();
      await follower.stop();
    });

    // Cut it from the server's side, as a restart or a failover would.
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    const cut = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and datname = current_database()',
      [LISTENER_APPLICATION_NAME],
    );
    expect(cut.rowCount).toBe(1);
    await vi.waitFor(() => expect(states).toContain(false), soon);
    // Back listening (backoff from 50 ms), with a catch-up check: a change may have gone unheard meanwhile.
    await vi.waitFor(() => expect(listener.listening).toBe(true), soon);
    expect(states).toEqual([false, true]);
    expect(checks).toContain(true);

    const before = checks.length;
    await bumpStock();
    await vi.waitFor(() => expect(checks.length).toBeGreaterThan(before), soon);
    expect(checks.at(-1)).toBe(true);
    await admin.end();
  });

  it('while no connection listens, the follower polls at its own pace and the listener keeps trying', async () => {
    // A server that never answers: nothing listens, so only polling keeps the follower current.
    const away = startChangeListener({
      url: 'postgres://postgres@127.0.0.1:1/none',
      minBackoffMs: 20,
      maxBackoffMs: 50,
    });
    const checks: boolean[] = [];
    const follower = followChanges(away, CHANNELS.sites, async (notified) => void checks.push(notified), {
      pollMs: 50,
      listeningPollMs: 60_000,
      failureMessage: 'x',
    });
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(away.listening).toBe(false);
    expect(checks.length).toBeGreaterThanOrEqual(5);
    expect(checks.every((notified) => !notified)).toBe(true);
    await follower.stop();
    await away.stop();
  });
});
