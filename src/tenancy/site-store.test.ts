import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../tests/helpers/test-db';
import { dealerships, siteDealerships, sites } from '../db/schema';
import { SiteDocumentError } from './site-documents';
import { syncSiteFiles } from './site-file-sync';
import { readSiteFiles } from './site-files';
import {
  history,
  listSites,
  NotFoundError,
  putDocument,
  putSite,
  putTemplate,
  readStoredSite,
  rollbackSite,
} from './site-store';

let handle: Awaited<ReturnType<typeof createTestDb>>;
const shipped = readSiteFiles();
const coastal = shipped.sites.find((file) => file.document.slug === 'coastal-toyota')?.document as Record<
  string,
  unknown
>;
const template = shipped.templates[0].document;

/** A new dealer written as a document: the demo Toyota dealer's settings under a new name. */
const newDealer = (overrides: Record<string, unknown> = {}) => ({
  ...coastal,
  slug: 'harbour-city-motors',
  name: 'Harbour City Motors',
  hostnames: ['harbourcitymotors.com.au'],
  dealerships: ['harbour-city-motors'],
  hiddenDealerships: [],
  ...overrides,
});

const issuesOf = async (work: Promise<unknown>) => {
  const error = await work.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(SiteDocumentError);
  return (error as SiteDocumentError).issues.map((issue) => `${issue.path}: ${issue.message}`);
};

beforeAll(async () => {
  handle = await createTestDb();
  await putTemplate(handle.db, template, { by: 'test' });
});
afterAll(async () => handle.drop());

describe('putSite', () => {
  it('adds a new site as version 1 and links the dealership it names, creating it', async () => {
    const change = await putSite(handle.db, newDealer(), { by: 'test' });
    expect(change).toMatchObject({
      slug: 'harbour-city-motors',
      version: 1,
      created: true,
      unchanged: false,
    });
    const [row] = await handle.db.select().from(sites).where(eq(sites.slug, 'harbour-city-motors'));
    expect(row.hostnames).toEqual(['harbourcitymotors.com.au']);
    const links = await handle.db
      .select({ slug: dealerships.slug })
      .from(siteDealerships)
      .innerJoin(dealerships, eq(dealerships.id, siteDealerships.dealershipId))
      .where(eq(siteDealerships.siteId, row.id));
    expect(links.map((link) => link.slug)).toEqual(['harbour-city-motors']);
  });

  it('keeps the template underneath: a field the site does not set comes from it', async () => {
    const stored = await readStoredSite(handle.db, 'harbour-city-motors');
    expect(stored?.document?.extends).toBe('standard-dealer');
    expect(stored?.config.footer.columns.map((column) => column.title)).toContain('Buyer Tools');
  });

  it('stores the same document again as no change (no new version)', async () => {
    const change = await putSite(handle.db, newDealer(), { by: 'test' });
    expect(change).toMatchObject({ version: 1, unchanged: true });
  });

  it('stores a change as the next version, naming the settings it changed', async () => {
    const theme = { ...(coastal.theme as object), brand: '#123456' };
    const change = await putSite(handle.db, newDealer({ theme, tagline: 'New tagline' }), { by: 'jane' });
    expect(change).toMatchObject({ version: 2, unchanged: false });
    expect(change.changes).toEqual(['tagline', 'theme.brand']);
  });

  it('refuses a bad document naming every bad field, and keeps the last good configuration', async () => {
    const before = await readStoredSite(handle.db, 'harbour-city-motors');
    const bad = newDealer({
      theme: { ...(coastal.theme as object), brand: 'red' },
      includeSoldCarsDays: 61,
      colour: 'blue',
      buttons: { card: [], vehiclePage: ['enquire'] },
    });
    const issues = await issuesOf(putSite(handle.db, bad, { by: 'test' }));
    expect(issues.map((line) => line.split(':')[0]).sort()).toEqual([
      'buttons.card',
      'colour',
      'includeSoldCarsDays',
      'theme.brand',
    ]);
    const after = await readStoredSite(handle.db, 'harbour-city-motors');
    expect(after).toEqual(before);
  });

  it.each([
    [
      'a template that does not exist',
      { extends: 'no-such-template' },
      "extends: no template named 'no-such-template'",
    ],
    ['a slug other than the one addressed', { slug: 'someone-else' }, "slug: expected 'harbour-city-motors'"],
    [
      'a hidden dealership it does not have',
      { hiddenDealerships: ['other'] },
      "hiddenDealerships.0: 'other' is not",
    ],
    [
      'a host name another site answers to',
      { hostnames: ['harbourcitymotors.com.au', 'www.coastaltoyota.com.au'] },
      "hostnames.1: 'www.coastaltoyota.com.au' is already served by site 'coastal-toyota'",
    ],
  ])('refuses %s', async (_label, overrides, message) => {
    await putSite(handle.db, coastal, { by: 'test' });
    const issues = await issuesOf(
      putSite(handle.db, newDealer(overrides), { by: 'test', slug: 'harbour-city-motors' }),
    );
    expect(issues.join('\n')).toContain(message);
  });

  it('unlinks a dealership the site no longer names', async () => {
    await putSite(handle.db, newDealer({ dealerships: ['harbour-city-motors', 'harbour-city-used'] }), {
      by: 't',
    });
    await putSite(handle.db, newDealer({ dealerships: ['harbour-city-used'] }), { by: 't' });
    const [row] = await handle.db.select().from(sites).where(eq(sites.slug, 'harbour-city-motors'));
    const links = await handle.db
      .select({ slug: dealerships.slug })
      .from(siteDealerships)
      .innerJoin(dealerships, eq(dealerships.id, siteDealerships.dealershipId))
      .where(eq(siteDealerships.siteId, row.id));
    expect(links.map((link) => link.slug)).toEqual(['harbour-city-used']);
  });
});

describe('history and rollback', () => {
  it('lists every version newest first, with who and what', async () => {
    const versions = await history(handle.db, 'site', 'harbour-city-motors');
    expect(versions.map((entry) => entry.version)).toEqual([4, 3, 2, 1]);
    expect(versions.at(-2)).toMatchObject({ changedBy: 'jane', changes: ['tagline', 'theme.brand'] });
  });

  it('rolls back to an earlier document as a new version', async () => {
    const change = await rollbackSite(handle.db, 'harbour-city-motors', 1, { by: 'jane' });
    expect(change.version).toBe(5);
    const stored = await readStoredSite(handle.db, 'harbour-city-motors');
    expect(stored?.config.theme.brand).toBe((coastal.theme as { brand: string }).brand);
    expect(stored?.config.dealerships).toEqual(['harbour-city-motors']);
    const [latest] = await history(handle.db, 'site', 'harbour-city-motors');
    expect(latest.changedBy).toBe('jane (rollback to version 1)');
  });

  it('refuses a version that does not exist', async () => {
    await expect(rollbackSite(handle.db, 'harbour-city-motors', 99, { by: 'x' })).rejects.toBeInstanceOf(
      NotFoundError,
    );
  });
});

describe('putTemplate', () => {
  it('changes every site that extends the template, each as a new version', async () => {
    const change = await putTemplate(handle.db, { ...template, includeSoldCarsDays: 7 }, { by: 'ops' });
    expect(change.changes).toEqual(['includeSoldCarsDays']);
    expect(change.sites.map((site) => site.slug).sort()).toEqual(['coastal-toyota', 'harbour-city-motors']);
    const stored = await readStoredSite(handle.db, 'harbour-city-motors');
    expect(stored?.config.includeSoldCarsDays).toBe(7);
  });

  it('refuses a change that would break a site that extends it, naming the site and field', async () => {
    const finance = { ...(template.finance as object), provider: 'no-such-lender' };
    const issues = await issuesOf(putTemplate(handle.db, { ...template, finance }, { by: 'ops' }));
    expect(issues[0]).toMatch(/^\(template\) finance\.provider|finance\.provider/);
  });

  it('refuses an unknown field in a template, while fields it leaves to the sites are fine', async () => {
    const issues = await issuesOf(putTemplate(handle.db, { template: 'loose', headr: {} }, { by: 'ops' }));
    expect(issues).toEqual(['headr: unknown field']);
    const change = await putTemplate(handle.db, { template: 'loose', defaultState: 'vic' }, { by: 'ops' });
    expect(change.version).toBe(1);
  });
});

describe('putDocument', () => {
  it('tells a template document from a site document', async () => {
    const change = await putDocument(handle.db, { template: 'loose', defaultState: 'nsw' }, { by: 'ops' });
    expect(change.kind).toBe('template');
    expect((await listSites(handle.db)).map((site) => site.slug)).toContain('harbour-city-motors');
  });
});

describe('syncSiteFiles', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-files-'));
  fs.mkdirSync(path.join(dir, 'templates'));
  const write = (name: string, document: unknown) =>
    fs.writeFileSync(path.join(dir, name), `${JSON.stringify(document, null, 2)}\n`);

  it('loads a new file once, then again only when it changes', async () => {
    write('templates/standard-dealer.json', template);
    write('riverside.json', newDealer({ slug: 'riverside', hostnames: [], dealerships: ['riverside'] }));
    const first = await syncSiteFiles(handle.db, { dir });
    expect(first.find((load) => load.file.endsWith('riverside.json'))?.outcome).toBe('loaded');
    const again = await syncSiteFiles(handle.db, { dir });
    expect(again.map((load) => load.outcome)).toEqual(['unchanged', 'unchanged']);
    write(
      'riverside.json',
      newDealer({ slug: 'riverside', hostnames: [], dealerships: ['riverside'], name: 'Riverside Cars' }),
    );
    await syncSiteFiles(handle.db, { dir });
    expect((await readStoredSite(handle.db, 'riverside'))?.name).toBe('Riverside Cars');
  });

  it('refuses a broken file, names it, and keeps the site as it was', async () => {
    write(
      'riverside.json',
      newDealer({ slug: 'riverside', dealerships: ['riverside'], stockFilter: { usedOnly: 'yes' } }),
    );
    fs.writeFileSync(path.join(dir, 'half.json'), '{"slug": "half"');
    const loads = await syncSiteFiles(handle.db, { dir });
    expect(
      loads
        .filter((load) => load.outcome === 'refused')
        .map((load) => path.basename(load.file))
        .sort(),
    ).toEqual(['half.json', 'riverside.json']);
    expect(loads.find((load) => load.file.endsWith('riverside.json'))?.detail).toContain(
      'stockFilter.usedOnly',
    );
    expect((await readStoredSite(handle.db, 'riverside'))?.name).toBe('Riverside Cars');
  });
});
