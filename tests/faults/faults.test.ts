import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/free-port';
import { cars, dealerships, leadDeliveries, leads, locations } from '../../src/db/schema';
import { firstCarOf } from '../helpers/cars';
import { startCrm, startSmtp } from '../helpers/fake-mail-and-crm';
import { createTestDb } from '../helpers/test-db';
import {
  type Answer,
  requireBuild,
  type Server,
  send,
  startServer,
  stopServer,
  waitUntilAnswering,
} from '../multi-process/servers';
import { startThrowawayPostgres, type ThrowawayPostgres } from './throwaway-postgres';

// Faults on a real production server (`npm run faults`), each checked for nothing lost and nothing
// doubled: the dealer's mail server and CRM down for FAULTS_OUTAGE_SECONDS (600 by default) then back;
// PostgreSQL restarted under traffic; the server killed in the middle of leads, of a card payment and of
// a stock import, and restarted; a stock feed with half its rows bad. Each prints its figures. (A replayed
// payment webhook changing nothing is proved by the payment routes' integration tests.)

const OUTAGE_SECONDS = Number(process.env.FAULTS_OUTAGE_SECONDS ?? 600);
const DEALERSHIP = 'carzone-rocklea';
const HOST = 'carzone.localhost';

let postgres: ThrowawayPostgres;
let database: Awaited<ReturnType<typeof createTestDb>>;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let crm: Awaited<ReturnType<typeof startCrm>>;
let server: Server;
let env: NodeJS.ProcessEnv;
let carId = 0;
let carSlug = '';
let mediaDir = '';
let address = 0;

const report = (title: string, figures: Record<string, unknown>) =>
  console.log(
    `\n── ${title}\n${Object.entries(figures)
      .map(([k, v]) => `   ${k}: ${v}`)
      .join('\n')}`,
  );

/** A shopper's enquiry about the test car, through the proxy as a browser sends it. */
function enquire(port: number, key: string): Promise<Answer> {
  address += 1;
  return send(port, 'POST', '/api/leads', {
    host: `${HOST}:${port}`,
    headers: {
      'content-type': 'application/json',
      origin: `http://${HOST}:${port}`,
      'x-forwarded-for': `10.9.${(address >> 8) & 255}.${address & 255}`,
    },
    body: JSON.stringify({
      form: 'enquiry',
      idempotency_key: key,
      url: `https://carzone.com.au/cars/faults-${key}`,
      car_id: carId,
      fields: {
        name: 'Fault',
        last_name: 'Tester',
        email: `faults.${key}@example.com`,
        phone: '0412 345 678',
        postcode: '4000',
        message: 'Still available?',
        terms_conditions: true,
      },
    }),
  });
}

const searchAnswers = (port: number) =>
  send(port, 'POST', '/api/search', {
    host: HOST,
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });

async function startApp(): Promise<Server> {
  const port = await freePort();
  const started = startServer('faults', port, { ...env, PORT: String(port) });
  await waitUntilAnswering(started, searchAnswers, 120_000);
  return started;
}

/** The leads stored under these idempotency keys, each key with how many leads it has. */
async function leadsByKey(keys: string[]): Promise<Map<string, string[]>> {
  const rows = await database.db
    .select({ id: leads.id, key: leads.idempotencyKey })
    .from(leads)
    .where(inArray(leads.idempotencyKey, keys));
  const byKey = new Map<string, string[]>();
  for (const row of rows) byKey.set(row.key, [...(byKey.get(row.key) ?? []), row.id]);
  return byKey;
}

/** Waits until every delivery of these leads is delivered; returns how long it took. */
async function allDelivered(ids: string[], timeoutMs: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    const rows = await database.db
      .select({ status: leadDeliveries.status })
      .from(leadDeliveries)
      .where(inArray(leadDeliveries.leadId, ids));
    if (rows.length > 0 && rows.every((r) => r.status === 'delivered')) return Date.now() - started;
    if (Date.now() - started > timeoutMs) {
      throw new Error(`deliveries still undelivered after ${timeoutMs} ms: ${JSON.stringify(rows)}`);
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
}

const countOf = (values: string[], wanted: string) => values.filter((v) => v === wanted).length;

let stockKey = '';

async function carCount(): Promise<number> {
  const [{ count }] = await database.db.select({ count: sql<number>`count(*)::int` }).from(cars);
  return count;
}

async function stockCount(pattern: string): Promise<{ rows: number; distinct: number }> {
  const [row] = await database.db
    .select({
      rows: sql<number>`count(*)::int`,
      distinct: sql<number>`count(distinct ${cars.stocknum})::int`,
    })
    .from(cars)
    .where(sql`${cars.stocknum} like ${pattern}`);
  return row;
}

beforeAll(async () => {
  requireBuild();
  postgres = await startThrowawayPostgres();
  process.env.TEST_DATABASE_URL = postgres.url;
  database = await createTestDb({ cars: 300 });
  const seeded = database.seeded;
  stockKey = seeded.stockKeys[DEALERSHIP];
  expect(stockKey).toBeTruthy();
  [smtp, crm] = await Promise.all([startSmtp(), startCrm()]);
  await database.db
    .update(dealerships)
    .set({ crmWebhookUrl: crm.url, crmFormat: 'adf' })
    .where(eq(dealerships.slug, DEALERSHIP));
  const car = await firstCarOf(database.db, DEALERSHIP);
  carId = car.id;
  carSlug = car.slug;
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'faults-media-'));
  env = {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: database.url,
    MEDIA_DIR: mediaDir,
    SMTP_URL: smtp.url,
    TRUST_PROXY: '1',
    LOG_LEVEL: 'warn',
    NEXT_TELEMETRY_DISABLED: '1',
  };
  server = await startApp();
});

afterAll(async () => {
  if (server) await stopServer(server);
  await Promise.all([smtp?.close(), crm?.close()]);
  await database?.drop().catch(() => {});
  postgres?.stop();
  if (mediaDir) fs.rmSync(mediaDir, { recursive: true, force: true });
});

describe('faults', () => {
  it(`mail server and CRM down for ${OUTAGE_SECONDS} s: every lead stored, each delivered exactly once after`, async () => {
    smtp.state.up = false;
    crm.state.mode = 'down';
    const keys: string[] = [];
    const count = 20;
    const downSince = Date.now();
    for (let i = 0; i < count; i += 1) {
      const key = randomUUID();
      keys.push(key);
      const answer = await enquire(server.port, key);
      expect(answer.status, answer.text).toBe(201);
      // Spread over the outage, as shoppers would send them.
      await new Promise((r) => setTimeout(r, (OUTAGE_SECONDS * 1000) / count));
    }
    const stored = await leadsByKey(keys);
    expect([...stored.values()].map((ids) => ids.length)).toEqual(keys.map(() => 1));
    const ids = [...stored.values()].flat();
    const refusedMail = smtp.state.refused;
    const refusedHooks = crm.state.refused;

    smtp.state.up = true;
    crm.state.mode = 'up';
    const upAt = Date.now();
    // The longest wait is the next retry of a lead that failed from the start of the outage.
    const waited = await allDelivered(ids, OUTAGE_SECONDS * 1000 + 20 * 60_000);

    const mails = smtp.state.accepted.map((m) => m.messageId);
    const hooks = crm.state.delivered.map((h) => h.leadId);
    for (const id of ids) {
      expect(
        mails.filter((m) => m.includes(id)),
        `mails of ${id}`,
      ).toHaveLength(1);
      expect(countOf(hooks, id), `CRM posts of ${id}`).toBe(1);
    }
    report('mail server and CRM down, then back', {
      'outage (s)': Math.round((upAt - downSince) / 1000),
      'leads stored while down': ids.length,
      'mail attempts refused': refusedMail,
      'CRM attempts refused': refusedHooks,
      'all delivered after recovery (s)': Math.round(waited / 1000),
      'emails per lead': 1,
      'CRM posts per lead': 1,
    });
  });

  it('PostgreSQL restarted under traffic: clean failures in the gap, recovery by itself, no 5xx after', async () => {
    const answers: { at: number; status: number; kind: string; text: string }[] = [];
    const leadKeys: string[] = [];
    let running = true;
    const traffic = async (lane: number) => {
      while (running) {
        const kind = ['search', 'page', 'lead', 'car'][lane % 4];
        const at = Date.now();
        try {
          let answer: Answer;
          if (kind === 'search') answer = await searchAnswers(server.port);
          else if (kind === 'page')
            answer = await send(server.port, 'GET', '/search?sort=price-asc', { host: HOST });
          else if (kind === 'car')
            answer = await send(server.port, 'GET', `/api/cars/${carSlug}/similar`, { host: HOST });
          else {
            const key = randomUUID();
            answer = await enquire(server.port, key);
            if (answer.status === 201 || answer.status === 200) leadKeys.push(key);
          }
          answers.push({ at, status: answer.status, kind, text: answer.text.slice(0, 2000) });
        } catch (error) {
          answers.push({ at, status: 0, kind, text: String(error) });
        }
        await new Promise((r) => setTimeout(r, 50));
      }
    };
    const lanes = Array.from({ length: 8 }, (_, lane) => traffic(lane));
    await new Promise((r) => setTimeout(r, 5000));
    const restartAt = Date.now();
    const restartMs = postgres.restart();
    const backAt = Date.now();
    // Recovery: the pools reconnect by themselves; give them 10 s, then 20 s of traffic must be clean.
    await new Promise((r) => setTimeout(r, 30_000));
    running = false;
    await Promise.all(lanes);

    const gap = answers.filter((a) => a.at >= restartAt && a.at < backAt + 10_000);
    const after = answers.filter((a) => a.at >= backAt + 10_000);
    expect(after.length).toBeGreaterThan(50);
    expect(after.filter((a) => a.status >= 500 || a.status === 0)).toEqual([]);
    // In the gap an API answer is what it always is, or 503 with its plain message: never a stack trace.
    for (const answer of gap) {
      expect(answer.text).not.toMatch(/\bat [\w.<>]+ \(.*:\d+:\d+\)/);
      if (answer.kind !== 'page' && answer.status >= 500) expect(answer.status).toBe(503);
    }
    const stored = await leadsByKey(leadKeys);
    expect(leadKeys.filter((key) => (stored.get(key) ?? []).length !== 1)).toEqual([]);
    const statuses = (list: typeof answers) =>
      Object.entries(
        list.reduce<Record<string, number>>((acc, a) => {
          acc[a.status] = (acc[a.status] ?? 0) + 1;
          return acc;
        }, {}),
      )
        .map(([status, n]) => `${status}×${n}`)
        .join(' ');
    report('PostgreSQL restarted under traffic', {
      'restart took (ms)': restartMs,
      'answers in the gap (+10 s)': statuses(gap),
      'answers after': statuses(after),
      'leads acknowledged and stored once': leadKeys.length,
    });
  });

  it('the server killed in the middle of leads: each acknowledged lead kept, a retry makes no second', async () => {
    const keys = Array.from({ length: 60 }, () => randomUUID());
    let answered: () => void = () => {};
    const firstAnswer = new Promise<void>((resolve) => {
      answered = resolve;
    });
    // Sent a few milliseconds apart; the process dies as the first answers come back.
    const inFlight = keys.map(async (key, i) => {
      await new Promise((r) => setTimeout(r, i * 5));
      return enquire(server.port, key).then(
        (answer) => {
          answered();
          return answer.status;
        },
        () => 0,
      );
    });
    await Promise.race([firstAnswer, new Promise((r) => setTimeout(r, 1000))]);
    process.kill(-(server.child.pid as number), 'SIGKILL');
    const first = await Promise.all(inFlight);
    server = await startApp();

    // Every shopper whose send failed tries again with the same key (the form keeps it): one lead each.
    const second = await Promise.all(keys.map((key) => enquire(server.port, key).then((a) => a.status)));
    expect(second.every((status) => status === 200 || status === 201)).toBe(true);
    const stored = await leadsByKey(keys);
    expect(keys.map((key) => (stored.get(key) ?? []).length)).toEqual(keys.map(() => 1));
    const ids = [...stored.values()].flat();
    const waited = await allDelivered(ids, 10 * 60_000);
    const mails = smtp.state.accepted.map((m) => m.messageId);
    for (const id of ids)
      expect(
        mails.filter((m) => m.includes(id)),
        `mails of ${id}`,
      ).toHaveLength(1);
    report('server killed mid-lead, restarted', {
      'leads in flight': keys.length,
      'acknowledged before the kill': first.filter((s) => s === 201).length,
      'cut off': first.filter((s) => s === 0).length,
      'leads after retries': ids.length,
      'all delivered (s)': Math.round(waited / 1000),
      'emails per lead': 1,
    });
  });

  it('the server killed while a card payment is confirmed: paid exactly once, one lead, one receipt', async () => {
    const email = `payer.${Date.now()}@example.com`;
    // Coastal Toyota takes payments without sign-in (CarZone asks shoppers to sign in first).
    const site = 'coastal-toyota.localhost';
    const origin = `http://${site}:${server.port}`;
    address += 1;
    // The dealership paid: Coastal Toyota has two, each with its own books.
    const [payee] = await database.db
      .select({ id: locations.id })
      .from(locations)
      .innerJoin(dealerships, eq(dealerships.id, locations.dealershipId))
      .where(eq(dealerships.slug, 'coastal-toyota-tingalpa'))
      .limit(1);
    const started = await send(server.port, 'POST', '/api/online-payments', {
      host: `${site}:${server.port}`,
      headers: { 'content-type': 'application/json', origin, 'x-forwarded-for': `10.8.0.${address & 255}` },
      body: JSON.stringify({
        idempotency_key: randomUUID(),
        reference: 'INV-FAULTS-1',
        amount: '250.00',
        name: 'Pat',
        last_name: 'Payer',
        email,
        phone: '0412 345 678',
        location_id: payee.id,
      }),
    });
    expect(started.status, started.text).toBe(201);
    const paymentId = String((started.json.payment as { id: string }).id);
    const payPath = new URL(String(started.json.payUrl)).pathname;
    const card = new URLSearchParams({
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/30',
      cvc: '123',
      name: 'Pat Payer',
    }).toString();
    const pay = (port: number) =>
      send(port, 'POST', payPath, {
        host: `${site}:${port}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: `http://${site}:${port}` },
        body: card,
      }).then(
        (answer) => answer.status,
        () => 0,
      );
    const paying = pay(server.port);
    await new Promise((r) => setTimeout(r, 30));
    process.kill(-(server.child.pid as number), 'SIGKILL');
    const firstTry = await paying;
    server = await startApp();

    // The shopper comes back to the payment's page, which asks the provider while the payment is pending;
    // if the card never went through, they pay again on the provider's page.
    const status = async () =>
      String(
        (
          (await send(server.port, 'GET', `/api/online-payments/${paymentId}`, { host: site })).json
            .payment as {
            status: string;
          }
        ).status,
      );
    if ((await status()) !== 'paid') await pay(server.port);
    const deadline = Date.now() + 120_000;
    while ((await status()) !== 'paid' && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 1000));
    expect(await status()).toBe('paid');

    const receipts = async () => smtp.state.accepted.filter((m) => m.to === email).length;
    const receiptDeadline = Date.now() + 180_000;
    while ((await receipts()) < 1 && Date.now() < receiptDeadline)
      await new Promise((r) => setTimeout(r, 1000));
    await new Promise((r) => setTimeout(r, 5000));
    expect(await receipts()).toBe(1);
    const [{ count: paymentLeads }] = await database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(leads)
      .where(sql`${leads.idempotencyKey} like ${`%${paymentId}%`}`);
    expect(paymentLeads).toBe(1);
    report('server killed while a payment is confirmed', {
      'card answer before the kill': firstTry === 0 ? 'cut off' : firstTry,
      'payment after restart': 'paid',
      'receipts to the payer': 1,
      'dealer leads for it': paymentLeads,
    });
  });

  it('a stock feed with half its rows bad: the good half in, each bad row named, nothing else touched', async () => {
    const key = stockKey;
    const stamp = Date.now().toString(36).toUpperCase();
    const header =
      'stocknum,year,make,model,badge,car_type,status,price,km,simple_body,simple_transmission,simple_fuel';
    const rows = Array.from({ length: 20 }, (_, i) =>
      i % 2 === 0
        ? `HB-${stamp}-${i},2021,Toyota,Corolla,Ascent,used,in_stock,"$24,990","31,000",Hatch,Automatic,Petrol`
        : `HB-${stamp}-${i},20X1,Toyota,Corolla,Ascent,used,in_stock,free,-5,Hatch,Automatic,Petrol`,
    );
    const before = await carCount();
    const answer = await send(server.port, 'POST', '/api/admin/stock?full=false', {
      headers: { authorization: `Bearer ${key}`, 'content-type': 'text/csv' },
      body: [header, ...rows].join('\n'),
    });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json.inserted).toBe(10);
    expect(answer.json.rejected).toBe(10);
    expect((answer.json.errors as unknown[]).length).toBeGreaterThanOrEqual(10);
    expect(await carCount()).toBe(before + 10);
    report('stock feed with half its rows bad', {
      rows: rows.length,
      inserted: answer.json.inserted,
      rejected: answer.json.rejected,
      'other cars changed': 0,
    });
  });

  it('the server killed in the middle of a stock import: after a resend, every car once', async () => {
    const key = stockKey;
    const stamp = Date.now().toString(36).toUpperCase();
    const header =
      'stocknum,year,make,model,badge,car_type,status,price,km,simple_body,simple_transmission,simple_fuel';
    const rows = Array.from(
      { length: 1500 },
      (_, i) =>
        `KI-${stamp}-${i},2020,Mazda,CX-5,Maxx,used,in_stock,"$29,990","${40_000 + i}",SUV,Automatic,Petrol`,
    );
    const feed = [header, ...rows].join('\n');
    const push = (port: number) =>
      send(port, 'POST', '/api/admin/stock?full=false', {
        headers: { authorization: `Bearer ${key}`, 'content-type': 'text/csv' },
        body: feed,
      });
    const cut = push(server.port).then(
      (a) => a.status,
      () => 0,
    );
    await new Promise((r) => setTimeout(r, 300));
    process.kill(-(server.child.pid as number), 'SIGKILL');
    const firstTry = await cut;
    const afterKill = await stockCount(`KI-${stamp}-%`);
    server = await startApp();
    const resent = await push(server.port);
    expect(resent.status, resent.text).toBe(200);
    const count = await stockCount(`KI-${stamp}-%`);
    expect(count).toEqual({ rows: 1500, distinct: 1500 });
    report('server killed mid-import, feed sent again', {
      'feed rows': rows.length,
      'first send': firstTry === 0 ? 'cut off' : firstTry,
      'cars after the kill': afterKill.rows,
      'cars after the resend': count.rows,
      duplicates: count.rows - count.distinct,
    });
  });

  it('nothing left behind: no delivery failed, no lead without its deliveries', async () => {
    const [{ failed }] = await database.db
      .select({ failed: sql<number>`count(*)::int` })
      .from(leadDeliveries)
      .where(eq(leadDeliveries.status, 'failed'));
    expect(failed).toBe(0);
  });
});
