import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { STOCK_KEYS_FILE } from '../../playwright.config';

// Cars with exactly the properties the vehicle page tests need, sent through the stock API as a partial
// feed (nothing else of the dealership changes). Re-sending is harmless: unchanged cars stay as they are.

const port = Number(process.env.E2E_PORT ?? 3100);

export const fixtureDealerships = {
  'coastal-toyota': {
    dealership: 'coastal-toyota-tingalpa',
    location: 'coastal-toyota-tingalpa',
    prefix: 'CT',
  },
  carzone: { dealership: 'carzone-rocklea', location: 'carzone-moorooka', prefix: 'CZ' },
} as const;

export type FixtureTenant = keyof typeof fixtureDealerships;

const frames = (path: string) => Array.from({ length: 36 }, (_, f) => `${path}-${f}.webp`);
const images = (count: number) =>
  Array.from({ length: count }, (_, i) => `/media/cars/suv-white-${(i % 6) + 1}.webp`);

export const LONG_COMMENT = `${'This RAV4 has been owned by one careful driver and serviced on time at our workshop. '.repeat(6)}Come and see it today.`;
const EQUIPMENT = [
  'Apple CarPlay',
  'Android Auto',
  'Reversing camera',
  'Adaptive cruise control',
  'Lane keep assist',
  'Blind spot monitor',
  'Dual-zone climate control',
  'Keyless entry',
  'Heated seats',
  'Power tailgate',
];

/** The dealership's stock-feed key, as the seed of the test server issued it (keys are random). */
export function stockKey(dealership: string): string {
  const keys: Record<string, string> = JSON.parse(readFileSync(STOCK_KEYS_FILE, 'utf8'));
  const key = keys[dealership];
  if (!key) throw new Error(`No stock-feed key for ${dealership} in ${STOCK_KEYS_FILE}`);
  return key;
}

/** Slugs of the four fixture cars of a tenant. */
export function fixtureSlugs(tenant: FixtureTenant) {
  const p = fixtureDealerships[tenant].prefix.toLowerCase();
  return {
    spin: `2023-toyota-rav4-gxl-e2e-${p}-spin`,
    three: `2022-toyota-rav4-gx-e2e-${p}-three`,
    sold: `2021-toyota-rav4-gx-e2e-${p}-sold`,
    soon: `2024-toyota-rav4-cruiser-e2e-${p}-soon`,
  };
}

export async function importFixtures(request: APIRequestContext, tenant: FixtureTenant): Promise<void> {
  const { dealership, location, prefix } = fixtureDealerships[tenant];
  const base = {
    make: 'Toyota',
    model: 'RAV4',
    car_type: 'used',
    simple_body: 'SUV',
    simple_transmission: 'Automatic',
    simple_fuel: 'Petrol',
    colour: 'Glacier White',
    location,
  };
  const cars = [
    {
      ...base,
      stocknum: `E2E-${prefix}-SPIN`,
      year: 2023,
      badge: 'GXL',
      price: 41990,
      before_price: 43990,
      km: 23400,
      images: images(6),
      external_video_url: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
      spin_images: frames('/media/spin/suv-white'),
      spin_interior_images: frames('/media/spin-interior/black'),
      dealercomments: LONG_COMMENT,
      standard_equipment: EQUIPMENT,
      file: 'https://reports.example.com.au/history/E2E.pdf',
      finance_rate: 8.99,
      certified: true,
      checkout_enabled: true,
      cylinders: 4,
      enginesize_litres: 2.5,
      induction: 'Aspirated',
      fuelconsumptioncombined: 6.8,
      fuelcapacity: 55,
      torque: 243,
      seats: 5,
      doors: 5,
      regplate: '123ABC',
      rego_expiry: '2027-03-09',
    },
    {
      ...base,
      stocknum: `E2E-${prefix}-THREE`,
      year: 2022,
      badge: 'GX',
      price: 34990,
      km: 51200,
      simple_fuel: 'Electric',
      colour: 'null',
      images: images(3),
      dealercomments: '---',
      tag: 'Test Drive Only',
      reserve_amount: 0,
      checkout_enabled: true,
    },
    {
      ...base,
      stocknum: `E2E-${prefix}-SOLD`,
      year: 2021,
      badge: 'GX',
      price: 29990,
      km: 70100,
      status: 'sold',
      images: images(2),
    },
    {
      ...base,
      stocknum: `E2E-${prefix}-SOON`,
      year: 2024,
      badge: 'Cruiser',
      price: 46990,
      km: 900,
      status: 'coming_soon',
      images: images(2),
    },
  ];
  const response = await request.post(`http://localhost:${port}/api/admin/stock?full=false`, {
    headers: { authorization: `Bearer ${stockKey(dealership)}` },
    data: { full: false, cars },
  });
  if (!response.ok()) throw new Error(`Fixture import failed: ${response.status()} ${await response.text()}`);
  const body = await response.json();
  if (body.rejected > 0) throw new Error(`Fixture rows rejected: ${JSON.stringify(body.errors)}`);
}
