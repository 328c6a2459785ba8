import { writeFile } from 'node:fs/promises';
import type { Db } from '@/db/client';
import { revokeFeedKey, rotateFeedKey } from '@/inventory/feed-keys';
import { env } from '@/lib/env';
import { StockImportError } from './server';

// Issuing stock-feed API keys. Not marked 'server-only': the `stock-key` command and the seed use it too.

/** Gives a dealership a new random key and returns it; the previous key stops working at once. */
export async function rotateStockKey(db: Pick<Db, 'update'>, dealershipSlug: string): Promise<string> {
  const key = await rotateFeedKey(db, { slug: dealershipSlug });
  if (key === null) throw new StockImportError(`No dealership '${dealershipSlug}'`);
  return key;
}

/** Takes a dealership's key away: nothing can send its stock until a new key is issued. */
export async function revokeStockKey(db: Pick<Db, 'update'>, dealershipSlug: string): Promise<void> {
  if (!(await revokeFeedKey(db, { slug: dealershipSlug })))
    throw new StockImportError(`No dealership '${dealershipSlug}'`);
}

/**
 * Prints freshly issued keys (they are shown this once) and, when STOCK_KEYS_FILE is set, writes them to
 * that file readable by its owner only (JSON: { dealership slug: key }), for a harness that seeds a server
 * and then sends feeds to it.
 */
export async function announceStockKeys(keys: Record<string, string>): Promise<void> {
  const width = Math.max(0, ...Object.keys(keys).map((slug) => slug.length));
  console.log(
    'Stock-feed API keys (shown once; `npm run stock-key -- rotate --dealership SLUG` issues a new one):',
  );
  for (const [slug, key] of Object.entries(keys)) console.log(`  ${slug.padEnd(width)}  ${key}`);
  if (env.STOCK_KEYS_FILE) {
    await writeFile(env.STOCK_KEYS_FILE, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
    console.log(`  (also written to ${env.STOCK_KEYS_FILE})`);
  }
}
