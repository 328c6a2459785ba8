import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealerships } from '@/db/schema';
import { IndexStore } from '@/search/index-store';
import { turnsDuring } from '../../../tests/helpers/event-loop';
import { createTestDb } from '../../../tests/helpers/test-db';
import { importStock, parseCsvFeed } from './index';

let handle: Awaited<ReturnType<typeof createTestDb>>;

beforeAll(async () => {
  handle = await createTestDb();
});

afterAll(async () => {
  await handle?.drop();
});

describe('IndexStore patching', () => {
  it('patches a big stock change in pages, giving other requests turns in between', async () => {
    const store = new IndexStore(handle.db);
    await store.current(0);
    expect(store.cards.size).toBe(0);

    await handle.db.insert(dealerships).values({ slug: 'index-motors', name: 'Index Motors' });
    const rows = Array.from({ length: 2500 }, (_, i) => `I${i},2022,Kia,Rio,used,${15000 + i}`);
    const parsed = await parseCsvFeed(['stocknum,year,make,model,car_type,price', ...rows].join('\n'));
    if (!parsed.ok) throw new Error(parsed.error);
    await importStock(handle.db, {
      ...parsed.feed,
      dealershipSlug: 'index-motors',
      full: false,
      source: 'test',
    });

    const turns = await turnsDuring(() => store.current(60_000));
    expect(store.cards.size).toBe(2500);
    expect(turns).toBeGreaterThanOrEqual(2); // 3 pages of up to 1,000 cars
  });
});
