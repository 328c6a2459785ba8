import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../tests/helpers/test-db';
import { setDbHandleForTests } from '../db';
import { getSite } from '../tenancy/get-site';
import type { Refinements } from './schema';
import { resetSearchIndexForTests, searchStock } from './stock-search';

// What shoppers type, on the demo data as `npm start` seeds it (3,200 cars), at a fixed moment: each query
// finds the cars its refinements would, and the counts below.
const NOW = new Date('2026-12-01T00:00:00Z');
let handle: Awaited<ReturnType<typeof createTestDb>>;
beforeAll(async () => {
  handle = await createTestDb({ cars: 3200, now: NOW });
  setDbHandleForTests(handle);
  resetSearchIndexForTests();
}, 300_000);
afterAll(async () => handle.drop());

async function count(slug: string, request: { query?: string; filters?: Refinements }) {
  const site = await getSite(slug);
  if (!site) throw new Error(`no site ${slug}`);
  return (await searchStock(site, { ...request, hitsPerPage: 1, offset: 0, sort: 'relevance' }, NOW)).count;
}

type Row = [
  query: string,
  same: Refinements | null,
  counts: [carzone: number, coastal: number, summit: number],
];

describe('queries as shoppers type them, on the demo data', () => {
  it.each<Row>([
    ['white ute under 30k', { colour: ['White'], body: ['Ute'], price: { max: 30_000 } }, [21, 12, 13]],
    ['suv under 20000', { body: ['SUV'], price: { max: 20_000 } }, [158, 55, 112]],
    ['under $25,000', { price: { max: 25_000 } }, [413, 152, 344]],
    ['2020', { year: { min: 2020, max: 2020 } }, [69, 31, 48]],
    ['under 50,000 km', { km: { max: 50_000 } }, [269, 378, 760]],
    [
      'ute under 30k under 100,000 km after 2016',
      { body: ['Ute'], price: { max: 30_000 }, km: { max: 100_000 }, year: { min: 2017 } },
      [26, 10, 20],
    ],
    ['corolla', { model: ['Corolla', 'Corolla Cross'] }, [21, 51, 5]],
    ['corola', { model: ['Corolla', 'Corolla Cross'] }, [21, 51, 5]],
    ['corrola', { model: ['Corolla', 'Corolla Cross'] }, [21, 51, 5]],
    ['ev', { fuel: ['Electric'] }, [21, 13, 38]],
    ['everest', { model: ['Everest'] }, [7, 3, 18]],
    ['cx-5', { model: ['CX-5'] }, [11, 2, 15]],
    ['cx5', { model: ['CX-5'] }, [11, 2, 15]],
    ['cx-60', { model: ['CX-60'] }, [1, 3, 1]],
    ['hilux 2020', { model: ['HiLux'], year: { min: 2020, max: 2020 } }, [0, 3, 1]],
  ])('%j', async (query, same, [carzone, coastal, summit]) => {
    const slugs = ['carzone', 'coastal-toyota', 'summit-motor-group'];
    const found = await Promise.all(slugs.map((slug) => count(slug, { query })));
    expect(found).toEqual([carzone, coastal, summit]);
    if (same) expect(await Promise.all(slugs.map((slug) => count(slug, { filters: same })))).toEqual(found);
  });
});
