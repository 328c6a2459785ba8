import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDb, type DbHandle } from '../../src/db/client';
import { pageProps, renderPage } from '../helpers/render-page';
import { createTestDb, type TestDb } from '../helpers/test-db';
import { adminQuery, databaseUrl } from '../helpers/test-db-server';

// `npm run backup` and `npm run restore` as an operator runs them, on PostgreSQL (TEST_DATABASE_URL): a seeded
// database and a media folder backed up, restored into a new empty database and a new media folder, and
// the two held side by side: every table's rows, every media file's bytes, and a sample of each site's
// pages rendered from each. A restore over a database with tables is refused, and so is a damaged backup.

// The lead forms on the pages render outside Next.js, so their router is a stand-in.
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  useRouter: () => ({ push() {}, replace() {}, refresh() {}, prefetch() {}, back() {}, forward() {} }),
  usePathname: () => '/',
  useSearchParams: () => new URLSearchParams(),
}));

const serverUrl = process.env.TEST_DATABASE_URL;
const SITES = ['coastal-toyota', 'carzone'];
const MEDIA = {
  'valuations/0b6c3f1e-8a1d-4a57-9c51-2f1d2a3b4c5d/1.webp': randomBytes(2048),
  'content-images/1/hero.webp': randomBytes(512),
  'cars/42/front.webp': Buffer.from('RIFF-front'),
};

type Run = { code: number; stdout: string; stderr: string };

/** An npm script's file run as `npm run` would, with the given settings; never throws on its exit code. */
function run(script: string, args: string[], settings: Record<string, string>): Promise<Run> {
  // Neither database of the run's own environment: each run names the one it means.
  const { DATABASE_URL: _url, PGLITE_DIR: _dir, ...inherited } = process.env;
  return new Promise((resolve) => {
    execFile(
      path.resolve('node_modules/.bin/tsx'),
      [script, ...args],
      { env: { ...inherited, ...settings }, timeout: 60_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

/** Every table's rows, by 'schema.table', read with no help from the code under test. */
async function tableCounts(url: string): Promise<Record<string, number>> {
  const tables = await adminQuery(
    url,
    `select table_schema || '.' || table_name as name, format('%I.%I', table_schema, table_name) as quoted
     from information_schema.tables
     where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
  );
  const counts: Record<string, number> = {};
  for (const row of tables.rows) {
    counts[row.name] = Number((await adminQuery(url, `select count(*) as n from ${row.quoted}`)).rows[0].n);
  }
  return counts;
}

function filesUnder(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files[path.relative(dir, file)] = fs.readFileSync(file).toString('base64');
  }
  return files;
}

/**
 * A sample of each site's pages, rendered with the app's modules loaded afresh over `handle`, so that
 * nothing one database gave is remembered when the other's pages are drawn.
 */
async function renderSample(handle: DbHandle, url: string): Promise<Record<string, string | 404>> {
  vi.resetModules();
  (await import('@/db')).setDbHandleForTests(handle);
  (await import('@/search')).resetSearchIndexForTests();
  const { default: HomePage } = await import('@/app/sites/[site]/page');
  const { default: SearchRoute } = await import('@/app/sites/[site]/search/[[...segments]]/page');
  const { default: CarPage } = await import('@/app/sites/[site]/cars/[slug]/page');
  const { default: ContactPage } = await import('@/app/sites/[site]/contact/page');
  const { default: ContentPage } = await import('@/app/sites/[site]/[...rest]/page');

  const pages: Record<string, string | 404> = {};
  for (const site of SITES) {
    const car = await adminQuery(
      url,
      `select c.slug from cars c join site_dealerships d on d.dealership_id = c.dealership_id
       join sites s on s.id = d.site_id where s.slug = '${site}' and c.status = 'in_stock' order by c.id limit 1`,
    );
    const content = await adminQuery(
      url,
      `select p.path from content_pages p join sites s on s.id = p.site_id
       where s.slug = '${site}' and p.published_at is not null and p.expires_at is null order by p.id limit 1`,
    );
    const slug: string = car.rows[0].slug;
    const contentPath: string = content.rows[0].path;
    const sample: [string, () => ReactNode | Promise<ReactNode>][] = [
      ['/', () => HomePage(pageProps({ site }))],
      ['/search/used-cars', () => SearchRoute(pageProps({ site, segments: ['used-cars'] }))],
      [`/cars/${slug}`, () => CarPage(pageProps({ site, slug }))],
      ['/contact', () => ContactPage(pageProps({ site }))],
      [contentPath, () => ContentPage(pageProps({ site, rest: contentPath.split('/').filter(Boolean) }))],
    ];
    for (const [pagePath, page] of sample) pages[`${site}${pagePath}`] = await renderPage(page);
  }
  return pages;
}

describe.skipIf(!serverUrl)('npm run backup, then npm run restore into an empty database', () => {
  const admin = serverUrl as string;
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-restore-'));
  const sourceMedia = path.join(scratch, 'uploads');
  const restoredMedia = path.join(scratch, 'uploads-restored');
  const backups = path.join(scratch, 'backups');
  const made: string[] = [];
  let source: TestDb;
  let restoredUrl: string;
  let backupDir: string;
  let backupRun: Run;
  let restoreRun: Run;

  async function emptyDatabase(): Promise<string> {
    const name = `t_restore_${randomBytes(4).toString('hex')}`;
    await adminQuery(admin, `create database ${name}`);
    made.push(name);
    return databaseUrl(admin, name);
  }

  beforeAll(async () => {
    source = await createTestDb({ cars: 120 });
    for (const [key, body] of Object.entries(MEDIA)) {
      fs.mkdirSync(path.dirname(path.join(sourceMedia, key)), { recursive: true });
      fs.writeFileSync(path.join(sourceMedia, key), body);
    }
    backupRun = await run('scripts/backup.ts', ['--out', backups], {
      DATABASE_URL: source.url as string,
      UPLOADS_DIR: sourceMedia,
    });
    backupDir = path.join(backups, fs.readdirSync(backups)[0] ?? 'none');
    restoredUrl = await emptyDatabase();
    restoreRun = await run('scripts/restore.ts', [backupDir, '--to', restoredUrl], {
      UPLOADS_DIR: restoredMedia,
    });
  }, 120_000);

  afterAll(async () => {
    await source?.drop();
    for (const name of made) await adminQuery(admin, `drop database if exists ${name} with (force)`);
    fs.rmSync(scratch, { recursive: true, force: true });
  });

  it('writes one backup folder: the custom-format dump, the media, their checksums and a manifest', () => {
    expect(backupRun.stderr).toBe('');
    expect(backupRun.code).toBe(0);
    expect(fs.readdirSync(backups)).toEqual([path.basename(backupDir)]);
    expect(fs.statSync(backupDir).mode & 0o777).toBe(0o700);
    expect(fs.readdirSync(backupDir).sort()).toEqual([
      'database.dump',
      'manifest.json',
      'media',
      'media.sha256',
    ]);
    // pg_dump's custom format starts with its magic.
    expect(fs.readFileSync(path.join(backupDir, 'database.dump')).subarray(0, 5).toString()).toBe('PGDMP');
    expect(backupRun.stdout).toContain(`Media (folder ${sourceMedia}): 3 files`);
  });

  it('restores, printing every table with matching counts', () => {
    expect(restoreRun.stderr).toBe('');
    expect(restoreRun.code).toBe(0);
    expect(restoreRun.stdout).toMatch(/Restored: every table \(\d+\) has the backup's row count/);
    expect(restoreRun.stdout).toMatch(/public\.cars\s+120\s+120\n/);
  });

  it('leaves every table with the rows of the original, as the manifest recorded them', async () => {
    const original = await tableCounts(source.url as string);
    const restored = await tableCounts(restoredUrl);
    const manifest = JSON.parse(fs.readFileSync(path.join(backupDir, 'manifest.json'), 'utf8'));
    expect(Object.keys(original).length).toBeGreaterThan(50);
    expect(original['public.cars']).toBe(120);
    expect(restored).toEqual(original);
    expect(manifest.tables).toEqual(original);
  });

  it('puts every media file back byte for byte', () => {
    const original = filesUnder(sourceMedia);
    expect(Object.keys(original)).toHaveLength(Object.keys(MEDIA).length);
    expect(filesUnder(restoredMedia)).toEqual(original);
  });

  it('renders the same pages from the restored database as from the original', async () => {
    const restoredHandle = createDb({ databaseUrl: restoredUrl, pgliteDir: '' });
    try {
      const original = await renderSample(source, source.url as string);
      const restored = await renderSample(restoredHandle, restoredUrl);
      expect(Object.keys(restored)).toEqual(Object.keys(original));
      for (const [page, html] of Object.entries(original)) {
        expect(html, page).not.toBe(404);
        expect(restored[page], page).toBe(html);
      }
    } finally {
      await restoredHandle.close();
    }
  }, 60_000);

  it('refuses to restore over a database that has tables, and leaves it as it was', async () => {
    const before = await tableCounts(restoredUrl);
    const refused = await run('scripts/restore.ts', [backupDir, '--to', restoredUrl], {
      UPLOADS_DIR: restoredMedia,
    });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(
      /^Restore failed: postgres:\/\/.+ is not empty \(it has drizzle\.__drizzle_migrations/,
    );
    expect(refused.stderr).toContain('--replace');
    expect(refused.stderr).not.toMatch(/\n\s+at /);
    expect(await tableCounts(restoredUrl)).toEqual(before);
  });

  it('refuses a backup missing a media file before writing anything', async () => {
    const damaged = path.join(scratch, 'damaged');
    fs.cpSync(backupDir, damaged, { recursive: true });
    fs.rmSync(path.join(damaged, 'media', 'cars', '42', 'front.webp'));
    const target = await emptyDatabase();
    const refused = await run('scripts/restore.ts', [damaged, '--to', target], {
      UPLOADS_DIR: path.join(scratch, 'uploads-damaged'),
    });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("The backup's media are not whole");
    expect(refused.stderr).toContain('cars/42/front.webp (missing)');
    expect(await tableCounts(target)).toEqual({});
    expect(fs.existsSync(path.join(scratch, 'uploads-damaged'))).toBe(false);
  });
});

describe('npm run backup and restore on the embedded database', () => {
  it('dumps a PGlite folder and restores it into a new folder with every row, but not over one', async () => {
    const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-pglite-'));
    try {
      // Any PGlite folder will do (the app's migrations would take most of the test's time).
      const source = path.join(scratch, 'pglite');
      const database = new PGlite(source);
      await database.exec(
        "create table notes (id int primary key, body text); insert into notes values (1, 'a'), (2, 'b'), (3, 'c')",
      );
      await database.close();
      const media = { UPLOADS_DIR: path.join(scratch, 'uploads') };
      const backup = await run('scripts/backup.ts', ['--out', path.join(scratch, 'backups')], {
        PGLITE_DIR: source,
        ...media,
      });
      expect(backup.stderr).toBe('');
      expect(backup.code).toBe(0);
      const [name] = fs.readdirSync(path.join(scratch, 'backups'));
      const backupDir = path.join(scratch, 'backups', name);
      expect(fs.readdirSync(backupDir).sort()).toEqual([
        'database.pglite.tar.gz',
        'manifest.json',
        'media.sha256',
      ]);

      const target = path.join(scratch, 'restored');
      const restored = await run('scripts/restore.ts', [backupDir, '--to', target], media);
      expect(restored.stderr).toBe('');
      expect(restored.code).toBe(0);
      expect(restored.stdout).toMatch(/public\.notes\s+3\s+3\n/);
      expect(restored.stdout).toMatch(/Restored: every table \(\d+\) has the backup's row count/);

      const again = await run('scripts/restore.ts', [backupDir, '--to', target], media);
      expect(again.code).toBe(1);
      expect(again.stderr).toContain(`The folder ${target} is not empty`);
    } finally {
      fs.rmSync(scratch, { recursive: true, force: true });
    }
    // Three PGlite starts, a few seconds each on a quiet machine, many times that on a busy one.
  }, 120_000);
});
