import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealerships } from '@/db/schema';
import { apiKeyMatches, hashApiKey } from '@/lib/api-key';
import { createTestDb } from '../../../tests/helpers/test-db';
import { revokeStockKey, rotateStockKey } from './keys';
import { findDealershipByApiKey } from './server';

let handle: Awaited<ReturnType<typeof createTestDb>>;

beforeAll(async () => {
  handle = await createTestDb();
  await handle.db.insert(dealerships).values([
    { slug: 'key-motors', name: 'Key Motors' },
    { slug: 'old-motors', name: 'Old Motors', apiKeyHash: hashApiKey('demo-key-old-motors') },
  ]);
});

afterAll(async () => {
  await handle?.drop();
});

const hashOf = async (slug: string) =>
  (await handle.db.select().from(dealerships).where(eq(dealerships.slug, slug)))[0].apiKeyHash;

describe('stock-feed keys', () => {
  it('rotate issues a random key, stores only its digest, and the previous key stops working', async () => {
    const first = await rotateStockKey(handle.db, 'key-motors');
    const second = await rotateStockKey(handle.db, 'key-motors');
    expect(first).not.toBe(second);
    expect(second).toMatch(/^stk_[A-Za-z0-9_-]{43}$/);
    expect(await hashOf('key-motors')).toBe(hashApiKey(second));
    expect(apiKeyMatches(second, await hashOf('key-motors'))).toBe(true);
    expect(await findDealershipByApiKey(handle.db, first)).toBeNull();
    expect(await findDealershipByApiKey(handle.db, second)).toMatchObject({ slug: 'key-motors' });
  });

  it('revoke leaves the dealership without a key', async () => {
    const key = await rotateStockKey(handle.db, 'key-motors');
    await revokeStockKey(handle.db, 'key-motors');
    expect(await hashOf('key-motors')).toBeNull();
    expect(await findDealershipByApiKey(handle.db, key)).toBeNull();
  });

  it('an unknown dealership is an error, not a silent no-op', async () => {
    await expect(rotateStockKey(handle.db, 'nobody')).rejects.toThrow("No dealership 'nobody'");
    await expect(revokeStockKey(handle.db, 'nobody')).rejects.toThrow("No dealership 'nobody'");
  });

  it('the migration takes away keys derived from the slug and keeps random ones', async () => {
    const random = await rotateStockKey(handle.db, 'key-motors');
    const dir = path.resolve(import.meta.dirname, '../../db/migrations');
    const name = readdirSync(dir).find((entry) => entry.endsWith('_stock_key_hash_unique.sql'));
    const file = path.join(dir, name as string);
    const [clearDerived] = readFileSync(file, 'utf8').split('--> statement-breakpoint');
    await handle.db.execute(sql.raw(clearDerived));
    expect(await hashOf('old-motors')).toBeNull();
    expect(await hashOf('key-motors')).toBe(hashApiKey(random));
  });
});
