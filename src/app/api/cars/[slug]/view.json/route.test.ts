import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstCarOf } from '../../../../../../tests/helpers/cars';
import { createTestDb } from '../../../../../../tests/helpers/test-db';
import { setDbHandleForTests } from '../../../../../db';
import { type cars, carViews } from '../../../../../db/schema';
import { SITE_HEADER } from '../../../../../tenancy/site-header';
import { GET } from './route';

let handle: Awaited<ReturnType<typeof createTestDb>>;
let carzoneCar: typeof cars.$inferSelect;
let toyotaCar: typeof cars.$inferSelect;

beforeAll(async () => {
  handle = await createTestDb({ cars: 300 });
  setDbHandleForTests(handle);
  const pick = (dealership: string) => firstCarOf(handle.db, dealership);
  carzoneCar = await pick('carzone-rocklea');
  toyotaCar = await pick('coastal-toyota-tingalpa');
}, 120_000);
afterAll(async () => handle.drop());

const view = (site: string, slug: string) =>
  GET(
    new Request(`http://x.localhost/api/cars/${slug}/view.json?photos_count=3`, {
      headers: { [SITE_HEADER]: site },
    }),
    {
      params: Promise.resolve({ slug }),
    },
  );

describe('GET /api/cars/{slug}/view.json', () => {
  it('counts a view and answers views and the car fields', async () => {
    const first = await (await view('carzone', carzoneCar.slug)).json();
    const second = await (await view('carzone', carzoneCar.slug)).json();
    expect(first.views).toBe(carzoneCar.views + 1);
    expect(second.views).toBe(carzoneCar.views + 2);
    expect(second.car_fields).toMatchObject({
      id: carzoneCar.id,
      slug: carzoneCar.slug,
      make: carzoneCar.make,
      model: carzoneCar.model,
      price: carzoneCar.price,
      dealership_slug: 'carzone-rocklea',
      views: carzoneCar.views + 2,
    });
    expect(second.car_fields.location.address.city).toBeTruthy();
    const logged = await handle.db.select().from(carViews).where(eq(carViews.carId, carzoneCar.id));
    expect(logged).toHaveLength(2);
  });

  it('counts concurrent views without losing any', async () => {
    const before = (await (await view('carzone', carzoneCar.slug)).json()).views;
    await Promise.all(Array.from({ length: 10 }, () => view('carzone', carzoneCar.slug)));
    const after = (await (await view('carzone', carzoneCar.slug)).json()).views;
    expect(after).toBe(before + 11);
  });

  it('does not show another dealer’s car', async () => {
    expect((await view('carzone', toyotaCar.slug)).status).toBe(404);
  });

  it('answers 404 for an unknown car', async () => {
    expect((await view('carzone', 'no-such-car')).status).toBe(404);
  });

  it.each([['\u0000'], ['cc10256\u0000'], ['%00'], ['Has Capitals'], ['x'.repeat(5000)]])(
    'answers 404 for a path that cannot be a slug (%j), without asking the database',
    async (slug) => {
      const response = await view('carzone', slug);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'Car not found' });
    },
  );
});
