import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setDbHandleForTests } from '@/db';
import { getSite } from '@/tenancy/get-site';
import { createTestDb } from '../../tests/helpers/test-db';
import { bodyModels, resetSearchIndexForTests, searchStock } from './stock-search';

// /models?body=…: the models of a body type in stock, counted as the results page counts them.

let handle: Awaited<ReturnType<typeof createTestDb>>;
beforeAll(async () => {
  handle = await createTestDb({ cars: 600 });
  setDbHandleForTests(handle);
  resetSearchIndexForTests();
}, 120_000);
afterAll(async () => handle.drop());

const summit = async () => {
  const site = await getSite('summit-motor-group');
  if (!site) throw new Error('no summit');
  return site;
};

describe('bodyModels', () => {
  it.each(['suv', 'ute', 'people-mover'])(
    'counts the %s models as a search of each make and model does',
    async (slug) => {
      const site = await summit();
      const models = (await bodyModels(site, slug)) ?? [];
      expect(models.length).toBeGreaterThan(0);
      for (const { make, model, count } of models.slice(0, 3)) {
        const results = await searchStock(site, {
          preset: { make: [make], model: [model], ...(slug === 'suv' ? { body: ['SUV'] } : {}) },
          hitsPerPage: 1,
          offset: 0,
          sort: 'relevance',
        });
        if (slug === 'suv') expect(results.count).toBe(count);
        else expect(results.count).toBeGreaterThanOrEqual(count);
      }
      const counts = models.map((m) => m.count);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
    },
  );

  it.each(['spaceship', '', 'SUV%00'])('is null for %j, not a body type', async (slug) => {
    expect(await bodyModels(await summit(), slug)).toBeNull();
  });
});
