// `npm run restore -- FROM [--to postgres://…|FOLDER] [--replace]`: a backup written by `npm run backup`
// put back: first the backup is checked whole (the dump's and every media file's SHA-256), then the database
// is restored into an empty one (pg_restore --no-owner --exit-on-error in one transaction, or PGlite's dump
// into a new folder), the media files are put into the media storage, and each table's rows are counted and
// held to the manifest's. A database that has tables is refused unless --replace is given.
// Exit codes: 0 restored and every count matches, 1 refused, failed or a count differs, 2 usage error.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { argsOrUsage } from './backup/cli';
import {
  type DatabaseFacts,
  folderEntries,
  postgresFacts,
  postgresObjects,
  readJournal,
  restorePglite,
  restorePostgres,
} from './backup/database';
import { damagedMedia, missingFromStore, restoreMedia } from './backup/media';
import {
  BackupError,
  compareCounts,
  countsReport,
  MANIFEST_FILE,
  MEDIA_SUMS_FILE,
  migrationWarning,
  parseChecksumLines,
  parseManifest,
  parseRestoreArgs,
  plural,
  RESTORE_USAGE,
  redactUrl,
  restoreTarget,
  rowMatches,
} from './backup/rules';

async function main(): Promise<number> {
  const args = argsOrUsage(parseRestoreArgs, RESTORE_USAGE);
  if (args === null) return 2;
  // Loaded here, so that a bad setting is reported as a message rather than a module's stack trace.
  const { env } = await import('../src/lib/env');
  const { mediaStorage } = await import('../src/lib/media-storage');

  const from = path.resolve(args.from);
  const manifestFile = path.join(from, MANIFEST_FILE);
  if (!fs.existsSync(manifestFile))
    throw new BackupError(
      `${from} is not a backup: it has no ${MANIFEST_FILE} (a '.partial' folder never finished)`,
    );
  const manifest = parseManifest(fs.readFileSync(manifestFile, 'utf8'));
  console.log(
    `Backup of ${manifest.createdAt} (app ${manifest.appVersion}, ${manifest.database.kind} ` +
      `${manifest.database.serverVersion}, migration ${manifest.database.migrations.latest ?? 'none'})`,
  );
  const warning = migrationWarning(manifest.database.migrations, readJournal());
  if (warning) console.warn(warning);

  // The backup whole before anything is written anywhere.
  const dumpFile = path.join(from, manifest.database.file);
  const dump = fs.existsSync(dumpFile) ? fs.readFileSync(dumpFile) : null;
  if (!dump) throw new BackupError(`The backup has no ${manifest.database.file}`);
  if (createHash('sha256').update(dump).digest('hex') !== manifest.database.sha256)
    throw new BackupError(`${manifest.database.file} is not the file the backup wrote (its SHA-256 differs)`);
  const sums = parseChecksumLines(fs.readFileSync(path.join(from, MEDIA_SUMS_FILE), 'utf8'));
  const damaged = await damagedMedia(from, sums);
  if (sums.length !== manifest.media.files || damaged.length > 0)
    throw new BackupError(
      `The backup's media are not whole: ${manifest.media.files} files in the manifest, ${sums.length} in ` +
        `${MEDIA_SUMS_FILE}${damaged.length ? `; damaged: ${damaged.slice(0, 10).join(', ')}` : ''}`,
    );

  const target = restoreTarget(manifest.database.kind, args.to, env);
  let restored: DatabaseFacts;
  if (target.kind === 'postgresql') {
    const shown = redactUrl(target.url);
    const objects = await postgresObjects(target.url);
    if (objects.length > 0 && !args.replace)
      throw new BackupError(
        `${shown} is not empty (it has ${objects.join(', ')}${objects.length === 5 ? ', …' : ''}): restore into ` +
          'a new database (createdb NAME, then --to postgres://…/NAME), or give --replace to drop and remake the backup’s tables in it',
      );
    console.log(`Restoring the database into ${shown}...`);
    await restorePostgres(dumpFile, target.url, args.replace);
    restored = await postgresFacts(target.url);
  } else {
    const entries = folderEntries(target.dir);
    if (entries.length > 0 && !args.replace)
      throw new BackupError(
        `The folder ${target.dir} is not empty: restore into a new folder (--to DIR), or give --replace to move it aside`,
      );
    console.log(`Restoring the embedded database into ${target.dir}...`);
    restored = await restorePglite(dumpFile, target.dir, args.replace);
  }

  const storage = mediaStorage();
  console.log(
    `Restoring ${plural(sums.length, 'media file')} into ${env.S3_BUCKET ? `the S3 bucket ${env.S3_BUCKET}` : `the folder ${env.UPLOADS_DIR}`}...`,
  );
  await restoreMedia(storage, from, sums);
  const missing = await missingFromStore(storage, sums);

  const rows = compareCounts(manifest.tables, restored.tables);
  console.log(`\n${countsReport(rows)}\n`);
  const differing = rows.filter((row) => !rowMatches(row));
  if (differing.length > 0 || missing.length > 0) {
    if (differing.length > 0)
      console.error(`${differing.length} of ${rows.length} tables differ from the backup's row counts.`);
    if (missing.length > 0)
      console.error(
        `${plural(missing.length, 'media file')} not in the store: ${missing.slice(0, 10).join(', ')}`,
      );
    return 1;
  }
  console.log(
    `Restored: every table (${rows.length}) has the backup's row count, and every media file (${sums.length}) is in the store.`,
  );
  return 0;
}

try {
  process.exit(await main());
} catch (error) {
  console.error(`Restore failed: ${(error as Error).message}`);
  process.exit(1);
}
