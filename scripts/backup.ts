// `npm run backup [-- --out DIR]`: one backup of the platform into a new folder under DIR (.data/backups by
// default): the database (pg_dump's custom format on PostgreSQL; PGlite's dump of its folder on the
// embedded database, which the command claims as every command does, so not while a server holds it),
// every file of the media storage, and a manifest of both (scripts/backup/rules.ts describes the layout).
// The folder is written as '….partial' and renamed when whole, so a half-made backup never looks done.
// Exit codes: 0 written, 1 failed (nothing left but the .partial folder's removal), 2 usage error.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { argsOrUsage } from './backup/cli';
import { type DatabaseFacts, dumpPglite, dumpPostgres } from './backup/database';
import { backupMedia } from './backup/media';
import {
  BACKUP_USAGE,
  backupFolderName,
  checksumLines,
  DUMP_FILES,
  formatBytes,
  MANIFEST_FILE,
  type Manifest,
  MEDIA_SUMS_FILE,
  parseBackupArgs,
  plural,
  redactUrl,
} from './backup/rules';

async function main(): Promise<number> {
  const args = argsOrUsage(parseBackupArgs, BACKUP_USAGE);
  if (args === null) return 2;
  const { out } = args;
  // Loaded here, so that a bad setting is reported as a message rather than a module's stack trace.
  const { env } = await import('../src/lib/env');
  const { mediaStorage } = await import('../src/lib/media-storage');
  const started = Date.now();
  const now = new Date();
  const final = path.resolve(out, backupFolderName(now));
  const partial = `${final}.partial`;
  if (fs.existsSync(final)) throw new Error(`${final} already exists: one backup a second at most`);
  fs.mkdirSync(path.dirname(partial), { recursive: true });
  // Owner-only: it holds every shopper's and staff member's data.
  fs.mkdirSync(partial, { mode: 0o700 });
  try {
    const kind = env.DATABASE_URL ? 'postgresql' : 'pglite';
    const dumpFile = path.join(partial, DUMP_FILES[kind]);
    console.log(
      `Backing up ${env.DATABASE_URL ? redactUrl(env.DATABASE_URL) : `the embedded database in ${env.PGLITE_DIR}`}...`,
    );
    const facts: DatabaseFacts = env.DATABASE_URL
      ? await dumpPostgres(env.DATABASE_URL, dumpFile)
      : await dumpPglite(env.PGLITE_DIR, dumpFile);
    const dump = fs.readFileSync(dumpFile);
    const rows = Object.values(facts.tables).reduce((sum, count) => sum + count, 0);
    console.log(
      `Database: ${plural(Object.keys(facts.tables).length, 'table')}, ${plural(rows, 'row')}, ` +
        `migration ${facts.migrations.latest ?? 'none'}; ${DUMP_FILES[kind]} ${formatBytes(dump.byteLength)}`,
    );

    // After the database: every file its dump names was stored before the dump began.
    const store = env.S3_BUCKET ? 's3' : 'folder';
    const media = await backupMedia(mediaStorage(), partial);
    fs.writeFileSync(path.join(partial, MEDIA_SUMS_FILE), checksumLines(media.sums));
    console.log(
      `Media (${store === 's3' ? `S3 bucket ${env.S3_BUCKET}` : `folder ${env.UPLOADS_DIR}`}): ` +
        `${plural(media.sums.length, 'file')}, ${formatBytes(media.bytes)}`,
    );

    const manifest: Manifest = {
      format: 1,
      createdAt: now.toISOString(),
      appVersion: appVersion(),
      database: {
        kind,
        file: DUMP_FILES[kind],
        bytes: dump.byteLength,
        sha256: createHash('sha256').update(dump).digest('hex'),
        serverVersion: facts.serverVersion,
        migrations: facts.migrations,
      },
      tables: facts.tables,
      media: { store, files: media.sums.length, bytes: media.bytes },
    };
    fs.writeFileSync(path.join(partial, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    fs.renameSync(partial, final);
  } catch (error) {
    fs.rmSync(partial, { recursive: true, force: true });
    throw error;
  }
  console.log(`Backup written in ${((Date.now() - started) / 1000).toFixed(1)} s: ${final}`);
  return 0;
}

function appVersion(): string {
  return (
    JSON.parse(fs.readFileSync(path.join(process.cwd(), 'package.json'), 'utf8')) as { version: string }
  ).version;
}

try {
  process.exit(await main());
} catch (error) {
  console.error(`Backup failed: ${(error as Error).message}`);
  process.exit(1);
}
