import fs from 'node:fs/promises';
import path from 'node:path';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderCarPdf } from '@/features/vehicle/pdf/render';
import { renderMediaBuffer } from '../../../../../../scripts/seed/media/render';
import { firstCarOf } from '../../../../../../tests/helpers/cars';
import { createTestDb } from '../../../../../../tests/helpers/test-db';
import { setDbHandleForTests } from '../../../../../db';
import { cars, dealerships, locations } from '../../../../../db/schema';
import { mediaFilePath } from '../../../../../lib/media-files';
import { parseMediaPath } from '../../../../../lib/media-names';
import { getSite } from '../../../../../tenancy/get-site';
import { SITE_HEADER } from '../../../../../tenancy/site-header';
import { GET } from './route';

// An empty media folder of the test's own (env.ts reads MEDIA_DIR on import, hence vi.hoisted): the
// seed renders no images, so photos are missing unless a test writes one.
const mediaDir = await vi.hoisted(async () => {
  const { mkdtempSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const dir = mkdtempSync(join(tmpdir(), 'car-pdf-media-'));
  process.env.MEDIA_DIR = dir;
  return dir;
});

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
afterAll(async () => {
  await handle.drop();
  await fs.rm(mediaDir, { recursive: true, force: true });
});

const pdf = (site: string | null, slug: string) =>
  GET(
    new Request(`http://carzone.localhost/api/cars/${slug}/pdf`, {
      headers: site ? { [SITE_HEADER]: site } : {},
    }),
    { params: Promise.resolve({ slug }) },
  );

const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());
// Page objects are written uncompressed ('/Type /Page'); the page tree is '/Type /Pages'.
const pageCount = (body: Buffer) => body.toString('latin1').match(/\/Type\s*\/Page(?!s)\b/g)?.length ?? 0;
const hasImage = (body: Buffer) => /\/Subtype\s*\/Image/.test(body.toString('latin1'));

describe('GET /api/cars/{slug}/pdf', () => {
  it('answers a PDF downloaded as {slug}.pdf, without the photo when its file is missing', async () => {
    const response = await pdf('carzone', carzoneCar.slug);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${carzoneCar.slug}.pdf"`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = await bytes(response);
    expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(Number(response.headers.get('content-length'))).toBe(body.length);
    expect(pageCount(body)).toBeGreaterThanOrEqual(1);
    expect(hasImage(body)).toBe(false);
  });

  it('embeds the main photo (WebP converted to JPEG) when its file is there', async () => {
    const name = parseMediaPath(carzoneCar.primaryImageUrl ?? '');
    expect(name).not.toBeNull();
    if (!name) return;
    const file = mediaFilePath(name);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, await renderMediaBuffer(name));
    const body = await bytes(await pdf('carzone', carzoneCar.slug));
    expect(hasImage(body)).toBe(true);
    expect(body.toString('latin1')).toMatch(/\/Filter\s*\/DCTDecode/); // JPEG
  });

  it('keeps the seeded cars with the most to say, uncut, to two pages', async () => {
    const wordiest = await handle.db
      .select({ slug: cars.slug })
      .from(cars)
      .innerJoin(dealerships, eq(dealerships.id, cars.dealershipId))
      .where(eq(dealerships.slug, 'carzone-rocklea'))
      .orderBy(
        desc(
          sql`length(coalesce(${cars.dealercomments}, '')) + jsonb_array_length(${cars.standardEquipment}) * 40`,
        ),
      )
      .limit(3);
    for (const { slug } of wordiest) {
      const response = await pdf('carzone', slug);
      expect(response.status).toBe(200);
      expect(pageCount(await bytes(response))).toBeLessThanOrEqual(2);
    }
  });

  it('carries a car with a lot to say whole, onto further pages: every feature, every comment line', async () => {
    const site = await getSite('carzone');
    const [location] = await handle.db
      .select()
      .from(locations)
      .where(eq(locations.id, carzoneCar.locationId ?? -1));
    if (!site) throw new Error('carzone site missing');
    const car: typeof cars.$inferSelect = {
      ...carzoneCar,
      name: '2024 Mercedes-Benz Sprinter 519 CDI High Roof Extra Long Wheelbase Cab Chassis Dual Cab Auto',
      badge: '519 CDI High Roof Extra Long Wheelbase',
      series: 'VS30 MY24',
      standardEquipment: Array.from({ length: 40 }, (_, i) => `Heated and ventilated power seats ${i + 1}`),
      dealercomments: Array.from(
        { length: 40 },
        (_, i) => `Line ${i}: ${'serviced on time. '.repeat(4)}`,
      ).join('\n'),
      beforePrice: carzoneCar.price + 5000,
      preorder: true,
    };
    const body = await renderCarPdf(site, {
      car,
      dealership: { name: 'Carzone Rocklea' },
      location: location ?? null,
    });
    expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pageCount(body)).toBeGreaterThan(1);
  });

  it('answers 404 JSON for another site’s car and for an unknown car', async () => {
    const other = await pdf('carzone', toyotaCar.slug);
    expect(other.status).toBe(404);
    expect(await other.json()).toEqual({ error: 'Car not found' });
    const unknown = await pdf('carzone', 'no-such-car');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'Car not found' });
  });

  it('answers 404 without a site and 400 naming the slug when it is absurdly long', async () => {
    expect((await pdf(null, carzoneCar.slug)).status).toBe(404);
    // As long as a slug the import writes may be (MAX_CAR_SLUG_LENGTH): not found; one past it: refused.
    expect((await pdf('carzone', 'a'.repeat(300))).status).toBe(404);
    const long = await pdf('carzone', 'a'.repeat(301));
    expect(long.status).toBe(400);
    expect((await long.json()).error).toBe('Invalid field: slug');
  });
});
