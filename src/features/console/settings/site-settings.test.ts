import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@/db/schema';
import { SiteDocumentError } from '@/tenancy/site-documents';
import { readSiteFiles } from '@/tenancy/site-files';
import { putTemplate, readStoredSite, SiteExistsError } from '@/tenancy/site-store';
import { createTestDb } from '../../../../tests/helpers/test-db';
import { createSite } from './site-settings';

let handle: Awaited<ReturnType<typeof createTestDb>>;
const actor = { id: 'admin-1', email: 'admin@example.com', ip: null };
const input = {
  slug: 'harbour-city-motors',
  name: 'Harbour City Motors',
  template: 'standard-dealer',
  siteType: 'franchise' as const,
  tagline: 'By the harbour',
  address: '1 Wharf St, Brisbane QLD 4000',
  salesPhone: '07 3000 0000',
  dealerships: ['harbour-city-motors'],
  brand: '#1e3a8a',
};

beforeAll(async () => {
  handle = await createTestDb();
  await putTemplate(handle.db, readSiteFiles().templates[0].document, { by: 'test' });
}, 120_000);
afterAll(async () => handle.drop());

describe('a platform admin adds a site from a template', () => {
  it('stores it as version 1 extending the template, on the audit log', async () => {
    const change = await createSite(handle.db, input, actor);
    expect(change).toMatchObject({ slug: 'harbour-city-motors', version: 1, created: true });
    const stored = await readStoredSite(handle.db, 'harbour-city-motors');
    expect(stored?.document?.extends).toBe('standard-dealer');
    expect(stored?.config.phones.sales).toBe('07 3000 0000');
    const [entry] = await handle.db.select().from(auditLog).where(eq(auditLog.action, 'site.create'));
    expect(entry).toMatchObject({ actorEmail: 'admin@example.com', subjectId: 'harbour-city-motors' });
  });

  it('refuses a slug another site has, changing nothing', async () => {
    await expect(createSite(handle.db, { ...input, name: 'Someone Else' }, actor)).rejects.toBeInstanceOf(
      SiteExistsError,
    );
    expect((await readStoredSite(handle.db, 'harbour-city-motors'))?.name).toBe('Harbour City Motors');
  });

  it('names the template when there is no such template', async () => {
    const error = await createSite(
      handle.db,
      { ...input, slug: 'nowhere-motors', template: 'nothing' },
      actor,
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SiteDocumentError);
    expect((error as SiteDocumentError).issues).toEqual([
      { path: 'extends', message: "no template named 'nothing'" },
    ]);
    expect(await readStoredSite(handle.db, 'nowhere-motors')).toBeNull();
  });
});
