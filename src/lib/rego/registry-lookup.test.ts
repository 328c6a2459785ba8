import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OLD_PLATE, DEMO_PLATES } from '../../../scripts/seed/rego';
import { createTestDb } from '../../../tests/helpers/test-db';
import { setDbHandleForTests } from '../../db';
import { regoVehicles } from '../../db/schema';
import type { AuState } from '../au-states';
import { regoLookup } from './index';

let handle: Awaited<ReturnType<typeof createTestDb>>;

beforeAll(async () => {
  handle = await createTestDb({ cars: 60, now: new Date('2026-11-22T09:00:00Z') });
  setDbHandleForTests(handle);
}, 120_000);
afterAll(async () => handle.drop());

describe('the embedded rego register', () => {
  it('is the lookup without REGO_API_URL, and finds a demo plate in its state', async () => {
    expect(await regoLookup().find(DEMO_PLATES.NSW, 'NSW')).toEqual({
      year: 2023,
      make: 'Toyota',
      model: 'RAV4',
      badge: 'GXL',
      series: 'AXAH54R',
      body: 'SUV',
      colour: 'Glacier White',
      fuel: 'Hybrid',
      transmission: 'Automatic',
      vin: 'JTMRBREV10D624815',
    });
    expect(await regoLookup().find(DEMO_OLD_PLATE.plate, DEMO_OLD_PLATE.state)).toMatchObject({
      year: 2015,
      model: 'Corolla',
    });
  });

  it('answers null for a plate registered in another state, or nowhere', async () => {
    expect(await regoLookup().find(DEMO_PLATES.NSW, 'VIC')).toBeNull();
    expect(await regoLookup().find('ZZZ999', 'QLD')).toBeNull();
  });

  it('finds every registration the seed made, private cars with unknown details included', async () => {
    const rows = await handle.db.select().from(regoVehicles);
    const withNulls = rows.find((row) => row.series === null) ?? rows[0];
    const { state, plate, ...vehicle } = withNulls;
    expect(await regoLookup().find(plate, state as AuState)).toEqual(vehicle);
  });
});
