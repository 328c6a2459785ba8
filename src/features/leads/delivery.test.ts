import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DeliverableLead } from '@/enquiries/delivery/delivery-rules';
import { deliverDueLeads } from '@/enquiries/delivery/outbox';
import { postWebhook } from '@/enquiries/delivery/webhook';
import { firstCarOf } from '../../../tests/helpers/cars';
import { startCrm, startSmtp } from '../../../tests/helpers/fake-mail-and-crm';
import { createTestDb } from '../../../tests/helpers/test-db';
import { setDbHandleForTests } from '../../db';
import type { Db } from '../../db/client';
import { type cars, dealerships, leadDeliveries, leads, sites } from '../../db/schema';
import { logger } from '../../lib/logger';
import { createMailer, type Mailer } from '../../lib/mail';
import { processMetrics } from '../../lib/metrics';
import { CLAIM_LEASE_MS, MAX_ATTEMPTS } from '../../lib/outbox-retry';
import { clearSiteCache, getSite, type Site } from '../../tenancy/get-site';
import { submitLead } from './server';

// The outbox end to end: a real SMTP server (smtp-server) and a CRM endpoint (node:http) on free ports,
// leads stored through submitLead, delivered by deliverDueLeads. Time is jumped by passing `now` rather
// than slept through. The restart case runs the outbox in child processes (scripts/lead-outbox.ts) on a
// PostgreSQL database and kills them mid-retry; it is skipped when no PostgreSQL server answers.

const ROOT = path.resolve(import.meta.dirname, '../../..');
const PG_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const DEALER = 'carzone-rocklea';

// ── Shared set-up ──────────────────────────────────────────────────────────────────────────────

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let crm: Awaited<ReturnType<typeof startCrm>>;

beforeAll(async () => {
  logger.level = 'silent';
  [smtp, crm] = await Promise.all([startSmtp(), startCrm()]);
});
afterAll(async () => {
  await Promise.all([smtp?.close(), crm?.close()]);
});

/** A seeded database whose carzone-rocklea dealership has a CRM webhook in `format`. */
async function leadDatabase(format: 'adf' | 'json') {
  const handle = await createTestDb({ cars: 300 });
  setDbHandleForTests(handle);
  clearSiteCache();
  await handle.db
    .update(dealerships)
    .set({ crmWebhookUrl: crm.url, crmFormat: format })
    .where(eq(dealerships.slug, DEALER));
  return { handle, site: (await getSite('carzone')) as Site, car: await firstCarOf(handle.db, DEALER) };
}

async function submit(site: Site, carId: number, now: Date, name = 'Jane'): Promise<string> {
  const result = await submitLead(
    site,
    {
      form: 'enquiry',
      idempotency_key: randomUUID(),
      url: 'https://carzone.com.au/cars/some-car',
      car_id: carId,
      fields: {
        name,
        last_name: 'O’Brien & Sons',
        email: 'jane@example.com',
        phone: '0412 345 678',
        postcode: '4000',
        message: 'Is it <still> available?',
        terms_conditions: true,
      },
    },
    { ip: null, userAgent: 'DeliveryTest/1.0', now },
  );
  expect(result.status).toBe(201);
  return (result.body as { lead_id: string }).lead_id;
}

const deliveriesOf = (db: Db, ids: string[]) =>
  db.select().from(leadDeliveries).where(inArray(leadDeliveries.leadId, ids));

function countBy(values: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}

const later = (from: Date, ms: number) => new Date(from.getTime() + ms);

// ── (1) and (2): in process, on PGlite or TEST_DATABASE_URL ────────────────────────────────────

describe('lead delivery in process', () => {
  let db: Db;
  let site: Site;
  let car: typeof cars.$inferSelect;
  let drop: () => Promise<void>;
  let mailer: Mailer;

  beforeAll(async () => {
    const set = await leadDatabase('adf');
    ({ site, car } = set);
    db = set.handle.db;
    drop = set.handle.drop;
    mailer = createMailer({ smtpUrl: smtp.url, mailDir: os.tmpdir() });
  }, 120_000);
  afterAll(async () => {
    mailer?.close();
    await drop?.();
  });

  it('(1) both up: exactly one email and one ADF webhook per lead', async () => {
    smtp.state.up = true;
    crm.state.mode = 'up';
    const now = new Date();
    const ids = [await submit(site, car.id, now, 'Ann'), await submit(site, car.id, now, 'Bob')];
    // The site's own sender (mail.from) wins over the platform's.
    await db
      .update(sites)
      .set({ config: sql`jsonb_set(${sites.config}, '{mail}', '{"from":"leads@carzone.com.au"}')` })
      .where(eq(sites.slug, 'carzone'));

    const run = await deliverDueLeads({ db, mailer, now, from: 'leads@dealer-platform.com.au' });
    expect(run).toEqual({ claimed: 4, delivered: 4, retrying: 0, failed: 0, lost: 0 });
    expect(await deliverDueLeads({ db, mailer, now: later(now, 3_600_000) })).toMatchObject({ claimed: 0 });

    const mails = smtp.state.accepted.filter((m) => ids.some((id) => m.messageId.includes(id)));
    expect(countBy(mails.map((m) => m.messageId))).toEqual(
      Object.fromEntries(ids.map((id) => [`<lead-${id}@carzone.com.au>`, 1])),
    );
    expect(mails[0].to).toBe(`sales@${DEALER}.example.com.au`);
    expect(mails.map((m) => m.from)).toEqual(['leads@carzone.com.au', 'leads@carzone.com.au']);
    const title = [car.year, car.make, car.model, car.badge].filter(Boolean).join(' ');
    const kind = { new: 'New', demo: 'Demo', used: 'Used' }[car.carType];
    expect(mails[0].subject).toBe(`New enquiry: ${title} — ${kind} Car Enquiry`);
    expect(mails[0].raw).toContain('jane@example.com');

    const hooks = crm.state.delivered.filter((h) => ids.includes(h.leadId));
    expect(countBy(hooks.map((h) => h.leadId))).toEqual(Object.fromEntries(ids.map((id) => [id, 1])));
    for (const hook of hooks) {
      expect(hook.contentType).toBe('application/xml');
      expect(XMLValidator.validate(hook.body)).toBe(true);
      const prospect = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' }).parse(hook.body)
        .adf.prospect;
      expect(prospect.id['#text']).toBe(hook.leadId);
      expect(prospect.vehicle.make).toBe(car.make);
      expect(prospect.customer.contact.email).toBe('jane@example.com');
      expect(prospect.customer.comments).toBe('Is it <still> available?');
      // The dealer's email carries the same ADF as an attachment.
      const raw = mails.find((m) => m.messageId.includes(hook.leadId))?.raw.replace(/\r\n[ \t]+/g, ' ');
      const base64 = raw?.match(
        new RegExp(`filename=lead-${hook.leadId}\\.xml\\r\\n\\r\\n([A-Za-z0-9+/=\\r\\n]+?)\\r\\n--`),
      )?.[1];
      expect(Buffer.from(base64 ?? '', 'base64').toString('utf8')).toBe(hook.body);
    }

    const rows = await deliveriesOf(db, ids);
    expect(rows.every((r) => r.status === 'delivered' && r.attempts === 1 && r.deliveredAt !== null)).toBe(
      true,
    );
  });

  it('(2) both refusing at first: retried on the backoff schedule, then exactly one delivery each', async () => {
    smtp.state.up = false;
    crm.state.mode = 'down';
    const t0 = new Date();
    const ids = [await submit(site, car.id, t0, 'Cat'), await submit(site, car.id, t0, 'Dan')];
    const refusedBefore = { smtp: smtp.state.refused, crm: crm.state.refused };

    expect(await deliverDueLeads({ db, mailer, now: t0 })).toMatchObject({ claimed: 4, retrying: 4 });
    let rows = await deliveriesOf(db, ids);
    expect(rows.map((r) => [r.status, r.attempts, r.nextAttemptAt.getTime()])).toEqual(
      Array(4).fill(['pending', 1, t0.getTime() + 30_000]),
    );
    expect(rows.find((r) => r.channel === 'email')?.lastError).toMatch(/451/);
    expect(rows.find((r) => r.channel === 'webhook')?.lastError).toMatch(/503/);

    // Not due a millisecond early; due after 30 s, then after a further 60 s.
    expect(await deliverDueLeads({ db, mailer, now: later(t0, 29_999) })).toMatchObject({ claimed: 0 });
    expect(await deliverDueLeads({ db, mailer, now: later(t0, 30_000) })).toMatchObject({ retrying: 4 });
    rows = await deliveriesOf(db, ids);
    expect(rows.every((r) => r.attempts === 2 && r.nextAttemptAt.getTime() === t0.getTime() + 90_000)).toBe(
      true,
    );
    expect(smtp.state.refused - refusedBefore.smtp).toBe(4);
    expect(crm.state.refused - refusedBefore.crm).toBe(4);

    smtp.state.up = true;
    crm.state.mode = 'up';
    expect(await deliverDueLeads({ db, mailer, now: later(t0, 89_999) })).toMatchObject({ claimed: 0 });
    expect(await deliverDueLeads({ db, mailer, now: later(t0, 90_000) })).toMatchObject({ delivered: 4 });
    expect(await deliverDueLeads({ db, mailer, now: later(t0, 7_200_000) })).toMatchObject({ claimed: 0 });

    const mails = smtp.state.accepted.filter((m) => ids.some((id) => m.messageId.includes(id)));
    expect(mails).toHaveLength(2);
    expect(new Set(mails.map((m) => m.messageId)).size).toBe(2);
    const hooks = crm.state.delivered.filter((h) => ids.includes(h.leadId));
    expect(hooks.map((h) => h.leadId).sort()).toEqual([...ids].sort());
    rows = await deliveriesOf(db, ids);
    expect(rows.every((r) => r.status === 'delivered' && r.attempts === 3 && r.lastError === null)).toBe(
      true,
    );
  });

  it('a JSON CRM gets the stored payload and lead_id, with the Idempotency-Key header', async () => {
    await db.update(dealerships).set({ crmFormat: 'json' }).where(eq(dealerships.slug, DEALER));
    try {
      const now = new Date();
      const id = await submit(site, car.id, now);
      const run = await deliverDueLeads({ db, mailer, now });
      expect(run, JSON.stringify(await deliveriesOf(db, [id]))).toMatchObject({ delivered: 2 });
      const [hook] = crm.state.delivered.filter((h) => h.leadId === id);
      expect(hook.contentType).toBe('application/json');
      expect(JSON.parse(hook.body)).toMatchObject({
        lead_id: id,
        source: 'Website',
        car_id: car.id,
        stock_number: car.stocknum,
        'Vehicle Make': car.make,
        phone: '0412345678',
      });
    } finally {
      await db.update(dealerships).set({ crmFormat: 'adf' }).where(eq(dealerships.slug, DEALER));
    }
  });

  /** A lead whose webhook is already delivered: only its email is left to claim. */
  async function emailOnlyLead(now: Date): Promise<string> {
    const id = await submit(site, car.id, now);
    await db
      .update(leadDeliveries)
      .set({ status: 'delivered' })
      .where(and(eq(leadDeliveries.leadId, id), eq(leadDeliveries.channel, 'webhook')));
    return id;
  }

  /** A mailer whose sends wait until the test lets them go, as they succeed or fail. */
  function heldMailer() {
    let finish: (error?: Error) => void = () => {};
    const sent = new Promise<void>((resolve, reject) => {
      finish = (error) => (error ? reject(error) : resolve());
    });
    let sending = 0;
    const held: Mailer = {
      kind: 'smtp',
      send: () => {
        sending += 1;
        return sent;
      },
      close: () => {},
    };
    return { held, finish: (error?: Error) => finish(error), sending: () => sending };
  }

  async function emailRow(id: string) {
    const [row] = await db
      .select()
      .from(leadDeliveries)
      .where(and(eq(leadDeliveries.leadId, id), eq(leadDeliveries.channel, 'email')));
    return row;
  }

  async function until(what: string, check: () => Promise<boolean>) {
    for (let tries = 0; tries < 200; tries++) {
      if (await check()) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`timed out waiting for ${what}`);
  }

  const NEVER = 3_600_000;

  it('a claim is short: a process that stopped renewing loses its delivery after CLAIM_LEASE_MS, not minutes', async () => {
    expect(CLAIM_LEASE_MS).toBeLessThanOrEqual(20_000);
    const t0 = new Date();
    const id = await emailOnlyLead(t0);
    const stalled = heldMailer();
    const first = deliverDueLeads({ db, mailer: stalled.held, now: t0, renewEveryMs: NEVER });
    await until('the claim', async () => stalled.sending() === 1);
    expect(await deliverDueLeads({ db, mailer, now: later(t0, CLAIM_LEASE_MS - 1) })).toMatchObject({
      claimed: 0,
    });
    expect(await deliverDueLeads({ db, mailer, now: later(t0, CLAIM_LEASE_MS + 1) })).toMatchObject({
      delivered: 1,
    });
    stalled.finish();
    expect(await first).toEqual({ claimed: 1, delivered: 0, retrying: 0, failed: 0, lost: 1 });
    expect(await emailRow(id)).toMatchObject({ status: 'delivered', attempts: 2 });
  });

  it('a slow send that renews its claim keeps it: no other process takes it over, however long it runs', async () => {
    const t0 = new Date();
    const id = await emailOnlyLead(t0);
    let time = t0;
    const slow = heldMailer();
    const first = deliverDueLeads({ db, mailer: slow.held, now: () => time, renewEveryMs: 5 });
    await until('the claim', async () => slow.sending() === 1);
    let takenOver = 0;
    // Ten minutes of the clock, in steps of half a lease; after each, the claim renewed from that moment.
    for (let step = 1; step <= 60; step++) {
      time = later(t0, (step * CLAIM_LEASE_MS) / 2);
      const renewedTo = time.getTime() + CLAIM_LEASE_MS;
      await until('a renewal', async () => (await emailRow(id)).lockedUntil?.getTime() === renewedTo);
      takenOver += (await deliverDueLeads({ db, mailer, now: later(time, 1) })).claimed;
    }
    expect(takenOver).toBe(0);
    slow.finish();
    expect(await first).toMatchObject({ claimed: 1, delivered: 1, lost: 0 });
    expect(await emailRow(id)).toMatchObject({ status: 'delivered', attempts: 1, lockedUntil: null });
  });

  it.each([
    ['its send succeeds after the new owner failed', undefined, 'failing'],
    ['its send fails while the new owner still sends', new Error('451 try later'), 'held'],
  ] as const)(
    'a process whose claim was taken over records nothing: %s',
    async (_, firstOutcome, secondMailer) => {
      const t0 = new Date();
      const id = await emailOnlyLead(t0);
      const stalled = heldMailer();
      const first = deliverDueLeads({ db, mailer: stalled.held, now: t0, renewEveryMs: NEVER });
      await until('the claim', async () => stalled.sending() === 1);

      const takeover = later(t0, CLAIM_LEASE_MS + 1);
      const owner = heldMailer();
      const failing: Mailer = {
        kind: 'smtp',
        send: async () => Promise.reject(new Error('554 refused')),
        close() {},
      };
      const second = deliverDueLeads({
        db,
        mailer: secondMailer === 'failing' ? failing : owner.held,
        now: takeover,
        renewEveryMs: NEVER,
      });
      await until('the takeover', async () => (await emailRow(id)).attempts === 2);
      if (secondMailer === 'failing') await second;
      const ownersRow = await emailRow(id);

      stalled.finish(firstOutcome);
      expect(await first).toMatchObject({ claimed: 1, delivered: 0, retrying: 0, lost: 1 });
      expect(await emailRow(id)).toEqual(ownersRow);

      owner.finish();
      await second;
      expect(await emailRow(id)).toMatchObject(
        secondMailer === 'failing'
          ? { status: 'pending', lastError: '554 refused' }
          : { status: 'delivered', deliveredAt: takeover, lastError: null },
      );
      // The owner's retry is the one that goes, once.
      const retry = later(takeover, 60_000);
      expect(await deliverDueLeads({ db, mailer, now: retry })).toMatchObject({
        delivered: secondMailer === 'failing' ? 1 : 0,
      });
    },
  );

  it(`gives up after ${MAX_ATTEMPTS} attempts: 'failed', logged as an error, the lead and its rows kept`, async () => {
    smtp.state.up = false;
    crm.state.mode = 'down';
    const now = new Date();
    const id = await submit(site, car.id, now);
    await db
      .update(leadDeliveries)
      .set({ attempts: MAX_ATTEMPTS - 1 })
      .where(eq(leadDeliveries.leadId, id));
    const errors = vi.spyOn(logger, 'error');
    const failures = vi.spyOn(processMetrics().outboxFailures, 'inc');
    try {
      expect(await deliverDueLeads({ db, mailer, now })).toMatchObject({ claimed: 2, failed: 2 });
      expect(errors).toHaveBeenCalledTimes(2);
      expect(errors.mock.calls[0][0]).toMatchObject({ leadId: id, attempts: MAX_ATTEMPTS });
      expect(failures.mock.calls).toEqual([
        [{ outbox: 'leads', final: 'true' }],
        [{ outbox: 'leads', final: 'true' }],
      ]);
    } finally {
      errors.mockRestore();
      failures.mockRestore();
      smtp.state.up = true;
      crm.state.mode = 'up';
    }
    const rows = await deliveriesOf(db, [id]);
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([
      ['failed', MAX_ATTEMPTS],
      ['failed', MAX_ATTEMPTS],
    ]);
    expect(await db.select().from(leads).where(eq(leads.id, id))).toHaveLength(1);
    // Failed rows are not retried on their own; an operator requeues them by setting status 'pending'.
    expect(await deliverDueLeads({ db, mailer, now: later(now, 86_400_000) })).toMatchObject({ claimed: 0 });
  });

  it('with no SMTP_URL, writes each message to MAIL_DIR as lead-{id}.eml (a retry replaces it)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lead-mail-'));
    const files = createMailer({ mailDir: dir });
    try {
      const now = new Date();
      const id = await submit(site, car.id, now);
      await db
        .update(leadDeliveries)
        .set({ status: 'delivered' })
        .where(and(eq(leadDeliveries.leadId, id), eq(leadDeliveries.channel, 'webhook')));
      expect(await deliverDueLeads({ db, mailer: files, now })).toMatchObject({ delivered: 1 });
      const eml = fs.readFileSync(path.join(dir, `lead-${id}.eml`), 'utf8');
      expect(eml).toMatch(new RegExp(`^Message-ID: <lead-${id}@carzone\\.com\\.au>$`, 'm'));
      expect(eml).toMatch(/^Content-Type: text\/html/m);
      expect(eml).toMatch(/^Content-Type: text\/plain/m);
      // Told in the time of the lead's location (Rocklea, Queensland: UTC+10); '=' CRLF is a soft line break.
      expect(eml.replaceAll('=\r\n', '')).toMatch(/^Received: \d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+10:00\r$/m);
      await db.update(leadDeliveries).set({ status: 'pending' }).where(eq(leadDeliveries.leadId, id));
      await db
        .update(leadDeliveries)
        .set({ status: 'delivered' })
        .where(and(eq(leadDeliveries.leadId, id), eq(leadDeliveries.channel, 'webhook')));
      await deliverDueLeads({ db, mailer: files, now });
      expect(fs.readdirSync(dir)).toEqual([`lead-${id}.eml`]);
    } finally {
      files.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('postWebhook', () => {
  const lead = {
    id: randomUUID(),
    createdAt: new Date(),
    category: 'General Enquiry',
    subcategory: null,
    vehicle: null,
    site: { name: 'Carzone', host: 'carzone.com.au' },
    dealership: null,
    timeZone: null,
    payload: {} as DeliverableLead['payload'],
  } satisfies DeliverableLead;

  it('fails an attempt the CRM does not answer within the timeout', async () => {
    crm.state.mode = 'hang';
    try {
      await expect(postWebhook(crm.url, lead, 'json', 200)).rejects.toThrow(/no answer in 200 ms/);
    } finally {
      crm.state.mode = 'up';
    }
  });

  it('fails on a refused connection or a URL that is not http(s)', async () => {
    await expect(postWebhook('http://127.0.0.1:1/leads', lead, 'json')).rejects.toThrow(/ECONNREFUSED/);
    await expect(postWebhook('ftp://crm.example.com/', lead, 'json')).rejects.toThrow(/http or https/);
  });
});

// ── (3) restart: the outbox in child processes on PostgreSQL, killed mid-retry ────────────────

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

type Runner = { child: ChildProcess; output: string[] };

function startRunner(env: NodeJS.ProcessEnv): Runner {
  // `tsx scripts/lead-outbox.ts` as one process (node --import tsx): the tsx CLI would run the script in a
  // child and relay signals with a 30 ms grace, which under load turns a clean SIGTERM into a SIGKILL.
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/lead-outbox.ts'], {
    cwd: ROOT,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk) => output.push(String(chunk)));
  child.stderr?.on('data', (chunk) => output.push(String(chunk)));
  return { child, output };
}

async function stopRunner(runner: Runner, signal: NodeJS.Signals): Promise<number | null> {
  if (runner.child.exitCode !== null || runner.child.signalCode !== null) return runner.child.exitCode;
  const exited = new Promise<number | null>((resolve) => runner.child.once('exit', (code) => resolve(code)));
  process.kill(-(runner.child.pid as number), signal);
  return exited;
}

// A deadline, not a timing: each wait covers a fresh process starting (tsx compiles it), which a loaded
// machine can take well over ten seconds to do.
async function waitFor(what: string, check: () => Promise<boolean>, runner: Runner, timeoutMs = 40_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    if (runner.child.exitCode !== null)
      throw new Error(`runner exited before ${what}:\n${runner.output.join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}:\n${runner.output.join('')}`);
}

describe.skipIf(!postgres)('lead delivery across a crash and restart of the outbox process', () => {
  let handle: Awaited<ReturnType<typeof createTestDb>>;
  let site: Site;
  let car: typeof cars.$inferSelect;
  let env: NodeJS.ProcessEnv;
  const runners: Runner[] = [];

  beforeAll(async () => {
    const saved = process.env.TEST_DATABASE_URL;
    process.env.TEST_DATABASE_URL = PG_URL; // createTestDb makes a fresh database on this server
    try {
      ({ handle, site, car } = await leadDatabase('json'));
    } finally {
      if (saved === undefined) delete process.env.TEST_DATABASE_URL;
      else process.env.TEST_DATABASE_URL = saved;
    }
    env = {
      ...process.env,
      DATABASE_URL: handle.url,
      SMTP_URL: smtp.url,
      MAIL_FROM: 'leads@summitmotorgroup.com.au',
      LOG_LEVEL: 'warn',
    };
  }, 120_000);
  afterAll(async () => {
    for (const runner of runners) await stopRunner(runner, 'SIGKILL').catch(() => {});
    await handle?.drop();
  });

  it('(3) killed while retrying, and again mid-send: every lead still gets exactly one email and one webhook', async () => {
    const db = handle.db;
    smtp.state.up = false;
    crm.state.mode = 'down';
    const ids: string[] = [];
    for (const name of ['Eve', 'Fay', 'Gus']) ids.push(await submit(site, car.id, new Date(), name));
    const rowsOf = () => deliveriesOf(db, ids);

    // A: both servers refuse; once every delivery has failed once, the process crashes.
    const a = startRunner(env);
    runners.push(a);
    await waitFor(
      'the first failed attempts',
      async () => (await rowsOf()).every((r) => r.status === 'pending' && r.attempts >= 1),
      a,
    );
    await stopRunner(a, 'SIGKILL');

    // B: mail is back, the CRM now hangs; B sends the emails and crashes while waiting on the CRM.
    smtp.state.up = true;
    crm.state.mode = 'hang';
    await db
      .update(leadDeliveries)
      .set({ nextAttemptAt: sql`now()` })
      .where(inArray(leadDeliveries.leadId, ids));
    const b = startRunner(env);
    runners.push(b);
    await waitFor(
      'emails delivered and webhooks in flight',
      async () => {
        const rows = await rowsOf();
        return (
          rows.filter((r) => r.channel === 'email').every((r) => r.status === 'delivered') &&
          rows.filter((r) => r.channel === 'webhook').every((r) => r.status === 'delivering') &&
          crm.state.hung >= ids.length
        );
      },
      b,
    );
    await stopRunner(b, 'SIGKILL');

    // C: the CRM is back; B's claims, no longer renewed, have run out (a lease of the clock passes here at
    // once: that a lease runs out is the test of 'a claim is short'), and C delivers the rest.
    crm.state.mode = 'up';
    await db
      .update(leadDeliveries)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(and(inArray(leadDeliveries.leadId, ids), eq(leadDeliveries.status, 'delivering')));
    const c = startRunner(env);
    runners.push(c);
    await waitFor('every delivery', async () => (await rowsOf()).every((r) => r.status === 'delivered'), c);
    expect(await stopRunner(c, 'SIGTERM')).toBe(0);

    const mails = smtp.state.accepted.filter((m) => ids.some((id) => m.messageId.includes(id)));
    expect(countBy(mails.map((m) => m.messageId))).toEqual(
      Object.fromEntries(ids.map((id) => [`<lead-${id}@carzone.com.au>`, 1])),
    );
    const hooks = crm.state.delivered.filter((h) => ids.includes(h.leadId));
    expect(countBy(hooks.map((h) => h.leadId))).toEqual(Object.fromEntries(ids.map((id) => [id, 1])));
    const rows = await rowsOf();
    expect(rows.filter((r) => r.channel === 'email').map((r) => r.attempts)).toEqual([2, 2, 2]);
    expect(rows.filter((r) => r.channel === 'webhook').map((r) => r.attempts)).toEqual([3, 3, 3]);
    expect(await db.select().from(leads).where(inArray(leads.id, ids))).toHaveLength(3);
  }, 180_000);
});
