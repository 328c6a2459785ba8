import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetSearchIndexForTests, resolveSearchPath, searchPathContext, stockedPlaces } from '@/search';
import { createTestDb } from '../../../tests/helpers/test-db';
import { setDbHandleForTests } from '../../db';
import { getSite } from '../../tenancy/get-site';
import { stockLink } from './rules';
import { searchDirectory } from './server';

let handle: Awaited<ReturnType<typeof createTestDb>>;
beforeAll(async () => {
  handle = await createTestDb({ cars: 600 });
  setDbHandleForTests(handle);
  resetSearchIndexForTests();
}, 120_000);
afterAll(async () => handle.drop());

describe('directory stock links', () => {
  it.each(['summit-motor-group', 'coastal-toyota'])('%s: every link opens a stock page', async (slug) => {
    const site = await getSite(slug);
    if (!site) throw new Error(`no site ${slug}`);
    const [entries, stocked, context] = await Promise.all([
      searchDirectory(site, ''),
      stockedPlaces(site),
      searchPathContext(site),
    ]);
    const links = entries.map((entry) => stockLink(entry, stocked)).filter((link) => link !== null);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      const segments = link.href.replace(/^\/search\//, '').split('/');
      expect({ href: link.href, resolves: resolveSearchPath(segments, context) !== null }).toEqual({
        href: link.href,
        resolves: true,
      });
    }
  });
});
