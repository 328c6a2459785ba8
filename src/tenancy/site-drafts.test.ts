import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../tests/helpers/test-db';
import { dealerships, locations, openingHours, siteDrafts, sites, specialHours } from '../db/schema';
import type { LocationSettings } from './location-settings';
import { editableLocations } from './location-settings-store';
import { managersMayChange } from './setting-editors';
import { SiteDocumentError } from './site-documents';
import {
  discardDraft,
  previewOf,
  publishDraft,
  readDraft,
  SettingNotYoursError,
  StaleDraftError,
  saveDraft,
} from './site-drafts';
import { readSiteFiles } from './site-files';
import { history, putSite, putTemplate, readStoredSite, rollbackSite } from './site-store';

let handle: Awaited<ReturnType<typeof createTestDb>>;
let site: { id: number; slug: string };
const shipped = readSiteFiles();
const coastal = shipped.sites.find((file) => file.document.slug === 'coastal-toyota')?.document as Record<
  string,
  unknown
>;
const NOW = new Date('2026-12-01T00:00:00Z'); // 1 December, 10 am in Brisbane
const owner = { by: 'owner@example.com', now: NOW, mayChange: () => true };
const manager = { by: 'manager@example.com', now: NOW, mayChange: managersMayChange };

const document = (overrides: Record<string, unknown> = {}) => ({
  ...coastal,
  slug: 'draft-motors',
  name: 'Draft Motors',
  hostnames: ['draftmotors.com.au'],
  dealerships: ['draft-motors'],
  hiddenDealerships: [],
  ...overrides,
});
const themed = (brand: string) =>
  document({ theme: { ...(coastal.theme as Record<string, unknown>), brand } });

const baseSettings = async (): Promise<LocationSettings> =>
  (await editableLocations(handle.db, { dealerships: ['draft-motors'] }, NOW))[0].settings;

const christmasClosed = (settings: LocationSettings): LocationSettings => ({
  ...settings,
  special: [{ date: '2026-12-25', label: 'Christmas Day', status: 'Closed', startHour: null, endHour: null }],
});

const issuesOf = async (work: Promise<unknown>) => {
  const error = await work.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(SiteDocumentError);
  return error as SiteDocumentError;
};

beforeAll(async () => {
  handle = await createTestDb();
  await putTemplate(handle.db, shipped.templates[0].document, { by: 'test' });
  await putSite(handle.db, document(), { by: 'test' });
  const [row] = await handle.db
    .select({ id: sites.id, slug: sites.slug })
    .from(sites)
    .where(eq(sites.slug, 'draft-motors'));
  site = row;
  const [dealership] = await handle.db.select().from(dealerships).where(eq(dealerships.slug, 'draft-motors'));
  const [location] = await handle.db
    .insert(locations)
    .values({
      dealershipId: dealership.id,
      name: 'Draft Motors Brisbane',
      slug: 'draft-motors-brisbane',
      primary: true,
      city: 'Brisbane',
      state: 'QLD',
      street: '1 Main St',
      postcode: '4000',
      lat: -27.47,
      long: 153.02,
      phone: '07 3000 0000',
    })
    .returning();
  await handle.db.insert(openingHours).values(
    [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
      locationId: location.id,
      weekday,
      status: weekday === 0 ? ('Closed' as const) : ('Open' as const),
      open: weekday === 0 ? null : '08:30',
      close: weekday === 0 ? null : '17:30',
      formatedHours: weekday === 0 ? 'Closed' : '8:30 am - 5:30 pm',
    })),
  );
  // A holiday already past in Brisbane stays as it was whatever a draft does.
  await handle.db
    .insert(specialHours)
    .values({ locationId: location.id, date: '2026-11-30', label: 'Past', status: 'Closed' });
}, 120_000);
afterAll(async () => handle.drop());

describe('a site draft', () => {
  it('is kept with what it changes, and opens a preview of the site as it would be', async () => {
    const settings = christmasClosed(await baseSettings());
    const draft = await saveDraft(
      handle.db,
      site,
      { document: themed('#123456'), locations: { 'draft-motors-brisbane': settings } },
      owner,
    );
    expect(draft.changes).toEqual(['theme.brand', 'locations.draft-motors-brisbane.special']);
    expect(draft.previewToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const preview = await previewOf(handle.db, 'draft-motors', draft.previewToken);
    expect(preview?.config.theme.brand).toBe('#123456');
    expect(preview?.locations['draft-motors-brisbane'].special[0].date).toBe('2026-12-25');
    // Not live: the site and its location are as they were.
    expect((await readStoredSite(handle.db, 'draft-motors'))?.config.theme.brand).not.toBe('#123456');
    expect((await baseSettings()).special).toEqual([]);
  });

  it.each([
    ['another site', 'coastal-toyota'],
    ['a token of the wrong shape', 'draft-motors'],
  ])('opens no preview for %s', async (_case, slug) => {
    const draft = await readDraft(handle.db, site, NOW);
    const token = slug === 'draft-motors' ? 'short' : (draft?.previewToken as string);
    expect(await previewOf(handle.db, slug, token)).toBeNull();
  });

  it('refuses a bad value naming its field, and keeps the draft it had', async () => {
    const before = await readDraft(handle.db, site, NOW);
    const error = await issuesOf(
      saveDraft(
        handle.db,
        site,
        {
          document: themed('blue'),
          locations: {
            'draft-motors-brisbane': { ...(await baseSettings()), lat: 27.4 },
          },
        },
        owner,
      ),
    );
    expect(error.issues.map((i) => i.path)).toEqual(['theme.brand', 'locations.draft-motors-brisbane.lat']);
    expect((await readDraft(handle.db, site, NOW))?.document).toEqual(before?.document);
  });

  it.each([
    ['closing before opening', { status: 'Open', startHour: '16:00', endHour: '09:00' }, 'special.0.endHour'],
    ['open without hours', { status: 'Open', startHour: null, endHour: null }, 'special.0.startHour'],
    ['an impossible date', { date: '2026-02-30' }, 'special.0.date'],
  ])('refuses holiday hours %s', async (_case, change, path) => {
    const settings = christmasClosed(await baseSettings());
    const special = [{ ...settings.special[0], ...change }] as LocationSettings['special'];
    const error = await issuesOf(
      saveDraft(
        handle.db,
        site,
        { document: document(), locations: { 'draft-motors-brisbane': { ...settings, special } } },
        owner,
      ),
    );
    expect(error.issues.map((i) => i.path)).toContain(`locations.draft-motors-brisbane.${path}`);
  });

  it("refuses a location that is not the site's", async () => {
    const error = await issuesOf(
      saveDraft(
        handle.db,
        site,
        { document: document(), locations: { 'someone-else': await baseSettings() } },
        owner,
      ),
    );
    expect(error.issues).toEqual([
      { path: 'locations.someone-else', message: 'not a location of this site' },
    ]);
  });

  it("refuses a manager's change to an owner's setting (403), naming it, but takes their hours", async () => {
    const error = await issuesOf(
      saveDraft(handle.db, site, { document: themed('#654321'), locations: {} }, manager),
    );
    expect(error).toBeInstanceOf(SettingNotYoursError);
    expect(error.issues).toEqual([{ path: 'theme.brand', message: 'only an owner may change this setting' }]);
    const ok = await saveDraft(
      handle.db,
      site,
      {
        document: themed('#123456'),
        locations: { 'draft-motors-brisbane': christmasClosed(await baseSettings()) },
      },
      owner,
    );
    expect(ok.changes).toHaveLength(2);
    const hours = await saveDraft(
      handle.db,
      site,
      { document: document(), locations: { 'draft-motors-brisbane': christmasClosed(await baseSettings()) } },
      manager,
    );
    expect(hours.changes).toEqual(['locations.draft-motors-brisbane.special']);
  });

  it('publishes as a new version with its location changes, and is gone', async () => {
    await saveDraft(
      handle.db,
      site,
      {
        document: themed('#123456'),
        locations: { 'draft-motors-brisbane': christmasClosed(await baseSettings()) },
      },
      owner,
    );
    const change = await publishDraft(handle.db, site, owner);
    expect(change).toMatchObject({
      version: 2,
      changes: ['theme.brand', 'locations.draft-motors-brisbane.special'],
    });
    expect((await readStoredSite(handle.db, 'draft-motors'))?.config.theme.brand).toBe('#123456');
    expect((await baseSettings()).special.map((s) => s.date)).toEqual(['2026-12-25']);
    expect(await readDraft(handle.db, site, NOW)).toBeNull();
    expect(await publishDraft(handle.db, site, owner)).toBeNull();
    const past = await handle.db.select().from(specialHours).where(eq(specialHours.date, '2026-11-30'));
    expect(past).toHaveLength(1);
  });

  it('is refused when the site changed since it began, and can be discarded', async () => {
    await saveDraft(handle.db, site, { document: themed('#222222'), locations: {} }, owner);
    await putSite(handle.db, themed('#333333'), { by: 'command' });
    await expect(publishDraft(handle.db, site, owner)).rejects.toBeInstanceOf(StaleDraftError);
    expect(await discardDraft(handle.db, site.id)).toBe(true);
    expect(await handle.db.select().from(siteDrafts)).toEqual([]);
  });

  it('rolls back the settings and the location hours together', async () => {
    const versions = await history(handle.db, 'site', 'draft-motors');
    expect(versions.map((v) => v.version)).toEqual([3, 2, 1]);
    const change = await rollbackSite(handle.db, 'draft-motors', 1, { by: 'owner@example.com' });
    expect(change.version).toBe(4);
    expect(change.changes).toEqual(['theme.brand', 'locations.draft-motors-brisbane.special']);
    expect((await readStoredSite(handle.db, 'draft-motors'))?.config.theme.brand).toBe(
      (coastal.theme as { brand: string }).brand,
    );
    expect((await baseSettings()).special).toEqual([]);
  });
});
