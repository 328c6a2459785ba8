import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setDbHandleForTests } from '@/db';
import { savedSearchAlerts, savedSearches, shopperMessages, sites, user } from '@/db/schema';
import { accountData } from '@/features/accounts';
import { importStock, parseCsvFeed } from '@/features/stock-import';
import type { Mailer, MailMessage } from '@/lib/mail';
import { deliverDueMessages } from '@/lib/shopper-messages';
import type { SmsMessage } from '@/lib/sms';
import { resetSearchIndexForTests } from '@/search';
import type { Shopper } from '@/session';
import { readSite, type Site } from '@/tenancy/site';
import { runSavedSearchAlerts } from '../../src/features/saved-searches/alerts';
import { SAVED_SEARCH_LIMIT, SAVED_SEARCH_LIMIT_MESSAGE } from '../../src/features/saved-searches/rules';
import {
  listSavedSearches,
  removeSavedSearch,
  saveSearch,
  unsubscribe,
  unsubscribeTarget,
} from '../../src/features/saved-searches/server';
import { unsubscribeToken } from '../../src/features/saved-searches/token';
import { createTestDb } from '../helpers/test-db';

// Saved-search alerts end to end on a seeded database (PGlite, or PostgreSQL with TEST_DATABASE_URL): a
// search saved through the API's function, cars sent through the stock import, the job run, the outbox
// delivering to a mailer and an SMS sender that only record.

const KEY = 'test-platform-key-'.padEnd(43, 'k');
const SUMMIT_DEALER = 'summit-mazda-springwood';
const COASTAL_DEALER = 'coastal-toyota-tingalpa';
const HEADER = 'stocknum,year,make,model,badge,car_type,price,km,status,location,images,colour';
// Lotus: no seeded car is one, so each test's cars are the only ones a search for them can find.
const SEARCH_URL = '/search?make=Lotus&price=:150000&sortBy=price_asc&page=2';

let handle: Awaited<ReturnType<typeof createTestDb>>;
let summit: Site;
let coastal: Site;
let stock = 0;
const mail: MailMessage[] = [];
const texts: SmsMessage[] = [];
const mailer: Mailer = { kind: 'files', send: async (email) => void mail.push(email), close: () => {} };
const sms = { send: async (message: SmsMessage) => void texts.push(message) };

async function siteNamed(slug: string): Promise<Site> {
  const [row] = await handle.db.select().from(sites).where(eq(sites.slug, slug));
  return readSite(handle.db, row);
}

async function newShopper(email: string | null = 'anna@example.com'): Promise<Shopper> {
  const id = randomUUID();
  const phone = `04${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  await handle.db
    .insert(user)
    .values({ id, name: 'Anna Nguyen', firstName: 'Anna', lastName: 'Nguyen', email, phoneNumber: phone });
  return { id, phone, firstName: 'Anna', lastName: 'Nguyen', email };
}

/** Sends cars (CSV lines after the stock number) to a dealership as a partial feed; returns their stock numbers. */
async function arrive(dealership: string, ...lines: string[]): Promise<string[]> {
  const stocknums = lines.map(() => `SS-${++stock}`);
  const parsed = await parseCsvFeed(
    [HEADER, ...lines.map((line, i) => `${stocknums[i]},${line}`)].join('\n'),
  );
  if (!parsed.ok) throw new Error(parsed.error);
  await importStock(handle.db, { dealershipSlug: dealership, ...parsed.feed, full: false, source: 'test' });
  // Each process's search index checks the stock at most twice a second.
  await new Promise((resolve) => setTimeout(resolve, 600));
  return stocknums;
}

const lotus = (price: number, status = 'in_stock') =>
  `2024,Lotus,Emira,V6,used,${price},1200,${status},,,Yellow`;

async function save(shopper: Shopper, url = SEARCH_URL, channel: 'email' | 'sms' = 'email') {
  const outcome = await saveSearch(handle.db, summit, shopper, { url, channel });
  if (outcome.status !== 201 && outcome.status !== 200) throw new Error(JSON.stringify(outcome.body));
  return (outcome.body as { savedSearch: { id: number } }).savedSearch.id;
}

const run = () => runSavedSearchAlerts({ db: handle.db, key: KEY });
const messagesOf = (savedSearchId: number) =>
  handle.db.select().from(shopperMessages).where(eq(shopperMessages.savedSearchId, savedSearchId));

beforeAll(async () => {
  handle = await createTestDb({ cars: 60 });
  setDbHandleForTests(handle);
  resetSearchIndexForTests();
  summit = await siteNamed('summit-motor-group');
  coastal = await siteNamed('coastal-toyota');
}, 120_000);
afterAll(async () => handle?.drop());
beforeEach(async () => {
  // Each test starts with no other search announcing its cars.
  await handle.db.delete(savedSearches);
  mail.length = 0;
  texts.length = 0;
});

describe('saving a search', () => {
  it('keeps the results page without its page number, what its path selects, and a name', async () => {
    const shopper = await newShopper();
    const outcome = await saveSearch(handle.db, summit, shopper, { url: SEARCH_URL, channel: 'email' });
    expect(outcome.status).toBe(201);
    expect(outcome.body).toMatchObject({
      savedSearch: {
        name: 'Our Stock: Lotus, up to $150,000',
        href: '/search?make=Lotus&price=:150000&sortBy=price_asc',
        channel: 'email',
        alertsOn: true,
      },
    });
    // The same page again is the same search: its channel changes, nothing is added.
    const again = await saveSearch(handle.db, summit, shopper, {
      url: `${SEARCH_URL}&page=3`,
      channel: 'sms',
    });
    expect(again).toMatchObject({ status: 200, body: { savedSearch: { channel: 'sms' } } });
    expect(await listSavedSearches(handle.db, summit, shopper)).toMatchObject({
      status: 200,
      body: { savedSearches: [{ channel: 'sms' }] },
    });
    // What the platform holds about the shopper says so.
    expect((await accountData(handle.db, shopper))?.savedSearches).toEqual([
      { site: 'Summit Motor Group', searches: 1 },
    ]);
  });

  it.each([
    [{ url: SEARCH_URL, channel: 'fax' }, 'channel'],
    [{ url: SEARCH_URL }, 'channel'],
    [{ channel: 'email' }, 'url'],
    [{ url: 42, channel: 'email' }, 'url'],
    [{ url: '/cars/some-car', channel: 'email' }, 'url'],
    [{ url: '/search/no-such-make-here', channel: 'email' }, 'url'],
    [{ url: '//evil.example/search', channel: 'email' }, 'url'],
    [{ url: 'https://evil.example/search', channel: 'email' }, 'url'],
    [{ url: `/search?query=${'x'.repeat(2000)}`, channel: 'email' }, 'url'],
    [{ url: SEARCH_URL, channel: 'email', extra: 1 }, 'extra'],
  ])('refuses #%# with 400 naming %s', async (body, field) => {
    const outcome = await saveSearch(handle.db, summit, await newShopper(), body);
    expect(outcome.status).toBe(400);
    expect((outcome.body as { issues: { field: string }[] }).issues.map((issue) => issue.field)).toContain(
      field,
    );
  });

  const noLists = (): Site => ({
    ...coastal,
    config: { ...coastal.config, features: { ...coastal.config.features, watchlist: false, garage: false } },
  });

  it('asks for sign-in, offers email only with an address, and is only where the site keeps shopper lists', async () => {
    expect(await saveSearch(handle.db, summit, null, { url: SEARCH_URL, channel: 'email' })).toMatchObject({
      status: 401,
    });
    const noEmail = await saveSearch(handle.db, summit, await newShopper(null), {
      url: SEARCH_URL,
      channel: 'email',
    });
    expect(noEmail).toMatchObject({ status: 400, body: { issues: [{ field: 'channel' }] } });
    expect(
      await saveSearch(handle.db, noLists(), await newShopper(), { url: SEARCH_URL, channel: 'email' }),
    ).toMatchObject({ status: 404 });
  });

  it(`keeps ${SAVED_SEARCH_LIMIT} per shopper per site: the next new one is refused, saving a held one is not`, async () => {
    const shopper = await newShopper();
    for (let i = 1; i <= SAVED_SEARCH_LIMIT; i++) await save(shopper, `/search?price=:${i * 10_000}`);
    const refused = await saveSearch(handle.db, summit, shopper, {
      url: '/search?km=:1000',
      channel: 'email',
    });
    expect(refused).toEqual({ status: 400, body: { error: SAVED_SEARCH_LIMIT_MESSAGE } });
    expect(
      await saveSearch(handle.db, summit, shopper, { url: '/search?price=:10000', channel: 'sms' }),
    ).toMatchObject({
      status: 200,
    });
    // Another shopper has their own ten.
    expect(
      (await saveSearch(handle.db, summit, await newShopper(), { url: '/search?km=:1000', channel: 'email' }))
        .status,
    ).toBe(201);
  });

  it("removes only the shopper's own search; a bad id is a 400 naming id", async () => {
    const owner = await newShopper();
    const id = await save(owner);
    expect(await removeSavedSearch(handle.db, summit, await newShopper(), String(id))).toMatchObject({
      status: 200,
    });
    expect((await listSavedSearches(handle.db, summit, owner)).body).toMatchObject({
      savedSearches: [{ id }],
    });
    for (const bad of ['0', 'abc', '2147483648', '-1'])
      expect(await removeSavedSearch(handle.db, summit, owner, bad)).toMatchObject({
        status: 400,
        body: { issues: [{ field: 'id' }] },
      });
    expect(await removeSavedSearch(handle.db, summit, owner, String(id))).toMatchObject({ status: 200 });
    expect((await listSavedSearches(handle.db, summit, owner)).body).toEqual({ savedSearches: [] });
  });
});

describe('the alerts job', () => {
  it('leads every link back to the host the search was saved on: a local run its own address', async () => {
    const saved = await saveSearch(
      handle.db,
      summit,
      await newShopper(),
      { url: SEARCH_URL, channel: 'email' },
      'http://localhost:3000',
    );
    const { id } = (saved.body as { savedSearch: { id: number } }).savedSearch;
    await arrive(SUMMIT_DEALER, lotus(139_000));
    await run();
    const [message] = await messagesOf(id);
    const links = [...`${message.text}\n${message.html}`.matchAll(/https?:\/\/[^\s"<>]+/g)].map((m) => m[0]);
    expect(links.length).toBeGreaterThan(2);
    for (const link of links) expect(link.startsWith('http://localhost:3000/'), link).toBe(true);
    expect(message.unsubscribeUrl).toMatch(/^http:\/\/localhost:3000\/unsubscribe\?token=/);
  });

  it('tells once of a matching car: one message, with the car, the results and the unsubscribe link', async () => {
    const id = await save(await newShopper());
    await arrive(SUMMIT_DEALER, lotus(140_000));
    expect(await run()).toMatchObject({ messages: 1, cars: 1 });
    const [message] = await messagesOf(id);
    expect(message).toMatchObject({ channel: 'email', target: 'anna@example.com', status: 'pending' });
    expect(message.subject).toBe('A new car matches your saved search: Our Stock: Lotus, up to $150,000');
    expect(message.text).toMatch(
      /- 2024 Lotus Emira V6, \$140,000\n {2}https:\/\/summitmotorgroup\.com\.au\/cars\/2024-lotus-emira/,
    );
    expect(message.text).toContain(
      'See every result: https://summitmotorgroup.com.au/search?make=Lotus&price=:150000&sortBy=price_asc',
    );
    expect(message.unsubscribeUrl).toBe(
      `https://summitmotorgroup.com.au/unsubscribe?token=${encodeURIComponent(unsubscribeToken(id, KEY))}`,
    );

    // Run again: nothing more.
    expect(await run()).toMatchObject({ messages: 0 });
    expect(await messagesOf(id)).toHaveLength(1);

    // The outbox sends it once, with List-Unsubscribe; a second pass finds nothing due.
    expect(await deliverDueMessages({ db: handle.db, mailer, sms })).toMatchObject({ delivered: 1 });
    expect(await deliverDueMessages({ db: handle.db, mailer, sms })).toMatchObject({ claimed: 0 });
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({
      to: 'anna@example.com',
      from: '"Summit Motor Group" <leads@dealer-platform.com.au>',
      // Replies reach the group's primary dealership, not the platform's sender.
      replyTo: expect.stringMatching(/^"Summit [^"]+" <[a-z]+@summit-[a-z-]+\.example\.com\.au>$/),
      messageId: `<shopper-message-${message.id}.${message.token}@summitmotorgroup.com.au>`,
      headers: {
        'Auto-Submitted': 'auto-generated',
        'List-Unsubscribe': `<${message.unsubscribeUrl}>`,
      },
    });
    expect(message.token).toMatch(/^[0-9a-f-]{36}$/);
    expect(mail[0].html).toMatch(/^<!doctype html>[\s\S]*<title>A new car matches your saved search/);
    expect(mail[0].text).toMatch(/\n-- \nSummit [^\n]+\n[^\n]+ QLD \d{4}\nPhone /);
  });

  it('a car told of, sent again with a new price (same stock number), is no news', async () => {
    const id = await save(await newShopper());
    const [stocknum] = await arrive(SUMMIT_DEALER, lotus(120_000));
    await run();
    const parsed = await parseCsvFeed(`${HEADER}\n${stocknum},${lotus(118_000)}`);
    if (!parsed.ok) throw new Error(parsed.error);
    await importStock(handle.db, {
      dealershipSlug: SUMMIT_DEALER,
      ...parsed.feed,
      full: false,
      source: 'test',
    });
    await new Promise((resolve) => setTimeout(resolve, 600));
    await run();
    expect(await messagesOf(id)).toHaveLength(1);
  });

  it("tells of nothing that does not match, is sold, or is another site's", async () => {
    const id = await save(await newShopper());
    await arrive(SUMMIT_DEALER, lotus(200_000), '2024,Toyota,Camry,Ascent,used,30000,1000,in_stock,,,White');
    await arrive(SUMMIT_DEALER, lotus(100_000, 'sold'));
    await arrive(COASTAL_DEALER, lotus(100_000));
    expect(await run()).toMatchObject({ messages: 0 });
    expect(await messagesOf(id)).toEqual([]);
  });

  it("matches a brand page's stock as the brand page shows it", async () => {
    const id = await save(await newShopper(), '/mazda/overview?model=Saved2&page=2');
    const [row] = await handle.db.select().from(savedSearches).where(eq(savedSearches.id, id));
    expect(row).toMatchObject({
      path: '/mazda/overview',
      query: 'model=Saved2',
      name: 'Mazda stock: Saved2',
    });
    await arrive(
      SUMMIT_DEALER,
      '2025,Mazda,Saved2,Touring,new,45000,10,in_stock,,,Red',
      '2025,Kia,Saved2,S,new,30000,10,in_stock,,,Red',
    );
    expect(await run()).toMatchObject({ messages: 1, cars: 1 });
    const [message] = await messagesOf(id);
    expect(message.text).toContain('2025 Mazda Saved2 Touring');
    expect(message.text).toContain(
      'See every result: https://summitmotorgroup.com.au/mazda/overview?model=Saved2',
    );
  });

  it('tells of nothing that was in stock before the search was saved', async () => {
    await arrive(SUMMIT_DEALER, lotus(101_000));
    const id = await save(await newShopper());
    await run();
    expect(await messagesOf(id)).toEqual([]);
  });

  it('lists every car that arrived since the last run in one message per search', async () => {
    const a = await save(await newShopper());
    const b = await save(await newShopper(), '/search?make=Lotus', 'sms');
    await arrive(SUMMIT_DEALER, lotus(90_000), lotus(95_000));
    expect(await run()).toMatchObject({ messages: 2, cars: 4 });
    const [forA] = await messagesOf(a);
    expect(forA.subject).toMatch(/^2 new cars match/);
    const [forB] = await messagesOf(b);
    expect(forB).toMatchObject({ channel: 'sms', target: expect.stringMatching(/^\+614\d{8}$/) });
    expect(forB.text).toMatch(/^Summit Motor Group: 2 new cars match your saved search “Our Stock: Lotus”/);
    expect(await deliverDueMessages({ db: handle.db, mailer, sms })).toMatchObject({ delivered: 2 });
    expect(texts).toEqual([{ to: forB.target, body: forB.text }]);
  });

  it('after unsubscribing, sends nothing more: what waits is cancelled, new cars are not told of', async () => {
    const id = await save(await newShopper());
    await arrive(SUMMIT_DEALER, lotus(99_000));
    await run();
    const token = unsubscribeToken(id, KEY);
    expect(await unsubscribeTarget(handle.db, summit, token, KEY)).toMatchObject({ id, alertsOn: true });
    expect(await unsubscribe(handle.db, summit, { token }, KEY)).toMatchObject({ status: 200 });
    // Twice is once.
    expect(await unsubscribe(handle.db, summit, { token }, KEY)).toMatchObject({ status: 200 });
    expect(await unsubscribeTarget(handle.db, summit, token, KEY)).toMatchObject({ alertsOn: false });
    expect((await messagesOf(id)).map((m) => m.status)).toEqual(['cancelled']);
    expect(await deliverDueMessages({ db: handle.db, mailer, sms })).toMatchObject({ claimed: 0 });

    await arrive(SUMMIT_DEALER, lotus(98_000));
    await run();
    expect(await messagesOf(id)).toHaveLength(1);
    expect(mail).toEqual([]);
  });

  it("refuses a tampered token, another key's, and a token on another site", async () => {
    const id = await save(await newShopper());
    const token = unsubscribeToken(id, KEY);
    for (const bad of [
      `${id + 1}${token.slice(String(id).length)}`,
      unsubscribeToken(id, 'x'.repeat(43)),
      'nonsense',
    ])
      expect(await unsubscribe(handle.db, summit, { token: bad }, KEY)).toMatchObject({
        status: 400,
        body: { issues: [{ field: 'token' }] },
      });
    expect(await unsubscribe(handle.db, coastal, { token }, KEY)).toMatchObject({ status: 404 });
    expect(await unsubscribeTarget(handle.db, coastal, token, KEY)).toBeNull();
    const [row] = await handle.db.select().from(savedSearches).where(eq(savedSearches.id, id));
    expect(row.unsubscribedAt).toBeNull();
  });

  it('two runs at once write one message', async () => {
    const id = await save(await newShopper());
    await arrive(SUMMIT_DEALER, lotus(97_000));
    const runs = await Promise.all([run(), run(), run()]);
    expect(runs.reduce((sum, r) => sum + r.messages, 0)).toBe(1);
    expect(await messagesOf(id)).toHaveLength(1);
    const alerts = await handle.db
      .select()
      .from(savedSearchAlerts)
      .where(eq(savedSearchAlerts.savedSearchId, id));
    expect(alerts).toHaveLength(1);
  });

  it('skips a search whose stored state no longer reads, and still serves the others', async () => {
    const broken = await save(await newShopper());
    await handle.db
      .update(savedSearches)
      .set({ preset: { make: 'not a list', colour: [null] }, query: '%%%&price=zz&sortBy=<script>' })
      .where(eq(savedSearches.id, broken));
    const odd = await save(await newShopper(), '/search?make=Lotus');
    await handle.db
      .update(savedSearches)
      .set({ query: 'make=Lotus&price=abc&seats=x&page=-1' })
      .where(eq(savedSearches.id, odd));
    await arrive(SUMMIT_DEALER, lotus(96_000));
    expect(await run()).toMatchObject({ skipped: 1, messages: 1 });
    expect(await messagesOf(broken)).toEqual([]);
    expect(await messagesOf(odd)).toHaveLength(1);
  });

  it('a failed send is retried, not lost', async () => {
    const id = await save(await newShopper());
    await arrive(SUMMIT_DEALER, lotus(95_500));
    await run();
    const down: Mailer = {
      kind: 'smtp',
      send: async () => Promise.reject(new Error('451 try later')),
      close: () => {},
    };
    const now = new Date();
    expect(await deliverDueMessages({ db: handle.db, mailer: down, sms, now })).toMatchObject({
      retrying: 1,
    });
    const [waiting] = await messagesOf(id);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1, lastError: '451 try later' });
    expect(await deliverDueMessages({ db: handle.db, mailer, sms, now })).toMatchObject({ claimed: 0 });
    const later = new Date(now.getTime() + 60_000);
    expect(await deliverDueMessages({ db: handle.db, mailer, sms, now: later })).toMatchObject({
      delivered: 1,
    });
    expect(mail).toHaveLength(1);
    const [done] = await handle.db
      .select()
      .from(shopperMessages)
      .where(and(eq(shopperMessages.savedSearchId, id), eq(shopperMessages.status, 'delivered')));
    expect(done.attempts).toBe(2);
  });
});
