import { parseArgs } from 'node:util';
import { z } from 'zod';

// What a backup is, as rules with no I/O: its folder's layout and name, its manifest, the commands'
// arguments, where a restore goes, and how a restored database is held to the manifest.
//
//   backup-20261130T101500Z/
//     manifest.json           when, the app's version, the migration level, each table's rows, the media
//     database.dump           pg_dump --format=custom (PostgreSQL), or
//     database.pglite.tar.gz  PGlite's own dump of its data folder (the embedded database)
//     media/…                 every file of the media storage, at its key
//     media.sha256            each media file's SHA-256, as `sha256sum -c media.sha256` reads it

export const MANIFEST_FILE = 'manifest.json';
export const DUMP_FILES = { postgresql: 'database.dump', pglite: 'database.pglite.tar.gz' } as const;
export const MEDIA_FOLDER = 'media';
export const MEDIA_SUMS_FILE = 'media.sha256';
export const DEFAULT_BACKUP_DIR = '.data/backups';

export type DatabaseKind = keyof typeof DUMP_FILES;

const Sha256 = z.string().regex(/^[0-9a-f]{64}$/, 'a SHA-256 in hex');
const Count = z.number().int().min(0);

export const ManifestSchema = z.object({
  format: z.literal(1),
  createdAt: z.iso.datetime(),
  appVersion: z.string().min(1),
  database: z.object({
    kind: z.enum(['postgresql', 'pglite']),
    file: z.string().min(1),
    bytes: Count,
    sha256: Sha256,
    serverVersion: z.string().min(1),
    migrations: z.object({ applied: Count, latest: z.string().nullable() }),
  }),
  /** Rows of each table, by 'schema.table', counted in the same snapshot the dump was taken from. */
  tables: z.record(z.string(), Count),
  media: z.object({ store: z.enum(['folder', 's3']), files: Count, bytes: Count }),
});
export type Manifest = z.infer<typeof ManifestSchema>;

export class BackupError extends Error {}

export function parseManifest(text: string): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BackupError(`${MANIFEST_FILE} is not JSON: the backup is damaged or not a backup`);
  }
  const result = ManifestSchema.safeParse(json);
  if (!result.success) {
    const first = result.error.issues[0];
    throw new BackupError(
      `${MANIFEST_FILE} is not a backup manifest (${first.path.join('.')}: ${first.message})`,
    );
  }
  return result.data;
}

/** The backup's folder name: its UTC moment to the second, so names sort by time and never need quoting. */
export function backupFolderName(at: Date): string {
  return `backup-${at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '')}`;
}

// ── arguments ──

export const BACKUP_USAGE = 'Usage: npm run backup [-- --out DIR]   (default DIR: .data/backups)';
export const RESTORE_USAGE =
  'Usage: npm run restore -- FROM [--to postgres://…|FOLDER] [--replace]\n' +
  '  FROM       a backup folder written by npm run backup\n' +
  '  --to       the database to restore into (default: DATABASE_URL, else PGLITE_DIR); it must be empty\n' +
  "  --replace  restore over a database that has tables: the backup's tables are dropped and made again\n" +
  '             (an embedded database folder is moved aside, not deleted)';

export function parseBackupArgs(argv: string[]): { out: string } {
  const { values } = parseArgs({ args: argv, options: { out: { type: 'string' } }, strict: true });
  if (values.out !== undefined && values.out.trim() === '') throw new BackupError('--out needs a folder');
  return { out: values.out ?? DEFAULT_BACKUP_DIR };
}

export type RestoreArgs = { from: string; to?: string; replace: boolean };

export function parseRestoreArgs(argv: string[]): RestoreArgs {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: { to: { type: 'string' }, replace: { type: 'boolean', default: false } },
  });
  if (positionals.length === 0) throw new BackupError('Name the backup folder to restore from');
  if (positionals.length > 1) throw new BackupError(`One backup at a time (got ${positionals.join(', ')})`);
  if (values.to !== undefined && values.to.trim() === '') throw new BackupError('--to needs a database');
  return { from: positionals[0], to: values.to, replace: values.replace };
}

/** A parseArgs refusal ("Unknown option '--x'") or ours, as one line for the usage text. */
export function argumentProblem(error: unknown): string | null {
  if (error instanceof BackupError) return error.message;
  const code = (error as NodeJS.ErrnoException).code;
  return code?.startsWith('ERR_PARSE_ARGS') ? (error as Error).message : null;
}

// ── where a restore goes ──

export type RestoreTarget = { kind: 'postgresql'; url: string } | { kind: 'pglite'; dir: string };

const isPostgresUrl = (value: string) => /^postgres(?:ql)?:\/\//i.test(value);

/**
 * The database a restore writes: `--to`, else the app's own (DATABASE_URL, else PGLITE_DIR). A PostgreSQL
 * dump goes into PostgreSQL and PGlite's into a PGlite folder: pg_restore cannot read PGlite's data folder,
 * and PGlite cannot run pg_restore.
 */
export function restoreTarget(
  kind: DatabaseKind,
  to: string | undefined,
  appEnv: { DATABASE_URL?: string; PGLITE_DIR: string },
): RestoreTarget {
  const named = to ?? appEnv.DATABASE_URL ?? appEnv.PGLITE_DIR;
  const target: RestoreTarget = isPostgresUrl(named)
    ? { kind: 'postgresql', url: named }
    : { kind: 'pglite', dir: named };
  if (target.kind === kind) return target;
  throw new BackupError(
    kind === 'postgresql'
      ? `This backup is of a PostgreSQL database: restore it into one (--to postgres://…), not the folder ${named}`
      : `This backup is of the embedded database (PGlite): restore it into a folder (--to DIR), not ${redactUrl(named)}`,
  );
}

/** A database URL fit to print: its password left out. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '';
    return parsed.toString();
  } catch {
    return url;
  }
}

/**
 * The URL to hand pg_dump and pg_restore, and its password apart for PGPASSWORD: a password on their
 * command line would be readable by every user of the machine (ps).
 */
export function withoutPassword(url: string): { url: string; password?: string } {
  const parsed = new URL(url);
  if (!parsed.password) return { url };
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { url: parsed.toString(), password };
}

// ── the restored database against the manifest ──

export type CountRow = { table: string; backup: number | null; restored: number | null };

/** Every table of either side, in order, with its rows in the backup and in the restored database. */
export function compareCounts(backup: Record<string, number>, restored: Record<string, number>): CountRow[] {
  const tables = [...new Set([...Object.keys(backup), ...Object.keys(restored)])].sort();
  return tables.map((table) => ({ table, backup: backup[table] ?? null, restored: restored[table] ?? null }));
}

export const rowMatches = (row: CountRow) => row.backup !== null && row.backup === row.restored;

/** The comparison as a table to print, a mismatch marked on its line. */
export function countsReport(rows: CountRow[]): string {
  const width = Math.max(5, ...rows.map((row) => row.table.length));
  const shown = (count: number | null) => (count === null ? 'missing' : count.toLocaleString('en-AU'));
  const lines = rows.map((row) => {
    const mark = rowMatches(row) ? '' : '   ← differs';
    return `${row.table.padEnd(width)}  ${shown(row.backup).padStart(10)}  ${shown(row.restored).padStart(10)}${mark}`;
  });
  return [`${'table'.padEnd(width)}  ${'backup'.padStart(10)}  ${'restored'.padStart(10)}`, ...lines].join(
    '\n',
  );
}

// ── migrations ──

export type JournalEntry = { tag: string; when: number };

/**
 * How far a database's schema is migrated: the number of migrations it applied and the tag of the latest
 * (drizzle records each by the `when` of its journal entry), null when none or one this code does not know.
 */
export function migrationLevel(
  appliedWhens: number[],
  journal: JournalEntry[],
): { applied: number; latest: string | null } {
  if (appliedWhens.length === 0) return { applied: 0, latest: null };
  const last = Math.max(...appliedWhens);
  return { applied: appliedWhens.length, latest: journal.find((entry) => entry.when === last)?.tag ?? null };
}

/** A warning when the backup's schema is ahead of this code's migrations (it came from a newer version). */
export function migrationWarning(
  backup: { applied: number; latest: string | null },
  journal: JournalEntry[],
): string | null {
  if (
    backup.applied <= journal.length &&
    (backup.latest === null || journal.some((e) => e.tag === backup.latest))
  )
    return null;
  return (
    `The backup's schema is at migration ${backup.latest ?? `#${backup.applied}`}, which this version of the ` +
    `app does not have (its latest is ${journal.at(-1)?.tag ?? 'none'}): run the app at the version that made the backup.`
  );
}

// ── media checksums ──

export type MediaSum = { key: string; sha256: string };

/** `sha256sum` lines, sorted by key, each naming its file from the backup folder ('media/…'). */
export function checksumLines(sums: MediaSum[]): string {
  return [...sums]
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map((sum) => `${sum.sha256}  ${MEDIA_FOLDER}/${sum.key}\n`)
    .join('');
}

export function parseChecksumLines(text: string): MediaSum[] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line, index) => {
      const match = /^([0-9a-f]{64}) {2}media\/(\S+)$/.exec(line);
      if (!match)
        throw new BackupError(`${MEDIA_SUMS_FILE} line ${index + 1} is not '<sha256>  media/<key>'`);
      return { sha256: match[1], key: match[2] };
    });
}

// ── printing ──

/** '1 file', '12 files'. */
export const plural = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString('en-AU')} ${count === 1 ? one : many}`;

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}
