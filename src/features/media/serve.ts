import 'server-only';
import fs from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db';
import { brands, manufacturers } from '@/db/schema';
import { type MediaName, parseMediaPath } from './names';
import { ensureMediaFile, mediaFilePath } from './render';

// The /media route's work: parse the requested name (anything not a canonical name is a 404), serve the
// file from MEDIA_DIR, or render it first when it is missing. Car, spin, interior and location names form
// a small closed set; logo and banner slugs are open-ended, so a missing one is only rendered when a
// manufacturer or brand with that slug exists (nobody can fill the disk with made-up names).

const IMMUTABLE = 'public, max-age=31536000, immutable';

const notFound = () =>
  new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

async function isKnownBrandSlug(slug: string): Promise<boolean> {
  try {
    const db = await getDb();
    const [make] = await db
      .select({ id: manufacturers.id })
      .from(manufacturers)
      .where(eq(manufacturers.slug, slug))
      .limit(1);
    if (make) return true;
    const [brand] = await db.select({ id: brands.id }).from(brands).where(eq(brands.slug, slug)).limit(1);
    return Boolean(brand);
  } catch {
    return false;
  }
}

async function readMedia(name: MediaName): Promise<Buffer | null> {
  try {
    return await fs.readFile(mediaFilePath(name));
  } catch {
    if (
      (name.kind === 'logo' || name.kind === 'banner' || name.kind === 'certified') &&
      !(await isKnownBrandSlug(name.slug))
    )
      return null;
    return fs.readFile(await ensureMediaFile(name));
  }
}

export async function serveMedia(segments: readonly string[]): Promise<Response> {
  const name = parseMediaPath(segments);
  if (!name) return notFound();
  const body = await readMedia(name);
  if (!body) return notFound();
  return new Response(new Uint8Array(body), {
    headers: {
      'Content-Type': 'image/webp',
      'Content-Length': String(body.length),
      'Cache-Control': IMMUTABLE,
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
