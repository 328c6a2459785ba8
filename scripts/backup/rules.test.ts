import { describe, expect, it } from 'vitest';
import {
  argumentProblem,
  backupFolderName,
  checksumLines,
  compareCounts,
  countsReport,
  DEFAULT_BACKUP_DIR,
  type Manifest,
  migrationLevel,
  migrationWarning,
  parseBackupArgs,
  parseChecksumLines,
  parseManifest,
  parseRestoreArgs,
  redactUrl,
  restoreTarget,
  rowMatches,
  withoutPassword,
} from './rules';

const manifest: Manifest = {
  format: 1,
  createdAt: '2026-11-30T10:15:00.000Z',
  appVersion: '0.1.0',
  database: {
    kind: 'postgresql',
    file: 'database.dump',
    bytes: 1000,
    sha256: 'a'.repeat(64),
    serverVersion: '15.8',
    migrations: { applied: 36, latest: '0035_partner_keys' },
  },
  tables: { 'public.cars': 200, 'public.sites': 4 },
  media: { store: 'folder', files: 1, bytes: 6 },
};

describe('backupFolderName', () => {
  it.each([
    ['2026-11-30T10:15:00.000Z', 'backup-20261130T101500Z'],
    ['2026-01-02T03:04:05.678Z', 'backup-20260102T030405Z'],
  ])('%s is %s', (at, name) => {
    expect(backupFolderName(new Date(at))).toBe(name);
  });

  it('sorts by time', () => {
    const names = ['2027-01-01T00:00:00Z', '2026-12-31T23:59:59Z', '2026-02-01T00:00:00Z'].map((at) =>
      backupFolderName(new Date(at)),
    );
    expect([...names].sort()).toEqual([names[2], names[1], names[0]]);
  });
});

describe('parseBackupArgs', () => {
  it.each([
    [[], { out: DEFAULT_BACKUP_DIR }],
    [['--out', '/srv/backups'], { out: '/srv/backups' }],
    [['--out=/srv/backups'], { out: '/srv/backups' }],
  ])('%j reads as %j', (argv, expected) => {
    expect(parseBackupArgs(argv)).toEqual(expected);
  });

  it.each([
    [['--out', ''], '--out needs a folder'],
    [['--outt', 'x'], "Unknown option '--outt'"],
    [['somewhere'], 'Unexpected argument'],
  ])('%j is refused: %s', (argv, message) => {
    let thrown: unknown;
    try {
      parseBackupArgs(argv);
    } catch (error) {
      thrown = error;
    }
    expect(argumentProblem(thrown)).toContain(message);
  });
});

describe('parseRestoreArgs', () => {
  it.each([
    [['b'], { from: 'b', to: undefined, replace: false }],
    [['b', '--to', 'postgres://h/db'], { from: 'b', to: 'postgres://h/db', replace: false }],
    [['--replace', 'b'], { from: 'b', to: undefined, replace: true }],
  ])('%j reads as %j', (argv, expected) => {
    expect(parseRestoreArgs(argv)).toEqual(expected);
  });

  it.each([
    [[], 'Name the backup folder'],
    [['a', 'b'], 'One backup at a time'],
    [['b', '--to', ''], '--to needs a database'],
    [['b', '--force'], "Unknown option '--force'"],
  ])('%j is refused: %s', (argv, message) => {
    let thrown: unknown;
    try {
      parseRestoreArgs(argv);
    } catch (error) {
      thrown = error;
    }
    expect(argumentProblem(thrown)).toContain(message);
  });

  it('leaves a fault that is no argument problem to the caller', () => {
    expect(argumentProblem(new TypeError('x'))).toBeNull();
  });
});

describe('restoreTarget', () => {
  const pglite = { PGLITE_DIR: '.data/pglite' };
  const server = { DATABASE_URL: 'postgres://u:p@db/app', PGLITE_DIR: '.data/pglite' };
  it.each([
    ['postgresql', 'postgres://h/new', pglite, { kind: 'postgresql', url: 'postgres://h/new' }],
    ['postgresql', 'postgresql://h/new', pglite, { kind: 'postgresql', url: 'postgresql://h/new' }],
    ['postgresql', undefined, server, { kind: 'postgresql', url: 'postgres://u:p@db/app' }],
    ['pglite', undefined, pglite, { kind: 'pglite', dir: '.data/pglite' }],
    ['pglite', '/tmp/restored', server, { kind: 'pglite', dir: '/tmp/restored' }],
  ] as const)('a %s backup --to %s with %j goes to %j', (kind, to, appEnv, expected) => {
    expect(restoreTarget(kind, to, appEnv)).toEqual(expected);
  });

  it.each([
    ['postgresql', undefined, pglite, 'restore it into one (--to postgres://…), not the folder .data/pglite'],
    ['postgresql', '/tmp/x', server, 'not the folder /tmp/x'],
    ['pglite', undefined, server, 'restore it into a folder (--to DIR), not postgres://u@db/app'],
  ] as const)('a %s backup --to %s with %j is refused', (kind, to, appEnv, message) => {
    expect(() => restoreTarget(kind, to, appEnv)).toThrow(message);
  });
});

describe('database URLs', () => {
  it.each([
    ['postgres://u:secret@db:5432/app', 'postgres://u@db:5432/app', 'secret'],
    ['postgres://u:p%40ss@db/app?sslmode=require', 'postgres://u@db/app?sslmode=require', 'p@ss'],
    ['postgres://u@db/app', 'postgres://u@db/app', undefined],
  ])('%s is handed to the tools as %s with the password %s apart', (url, bare, password) => {
    expect(withoutPassword(url)).toEqual(password ? { url: bare, password } : { url: bare });
    expect(redactUrl(url)).toBe(bare);
  });
});

describe('compareCounts', () => {
  it.each([
    [{ 'public.a': 1, 'public.b': 0 }, { 'public.b': 0, 'public.a': 1 }, [true, true]],
    [{ 'public.a': 1 }, { 'public.a': 2 }, [false]],
    // A table the restore lost, and one it has that the backup had not: both differ.
    [{ 'public.a': 1, 'public.b': 3 }, { 'public.a': 1 }, [true, false]],
    [{ 'public.a': 1 }, { 'public.a': 1, 'public.z': 0 }, [true, false]],
  ])('%j against %j matches %j', (backup, restored, matches) => {
    expect(compareCounts(backup, restored).map(rowMatches)).toEqual(matches);
  });

  it('prints every table with both counts, marking a difference', () => {
    const report = countsReport(
      compareCounts({ 'public.cars': 1200, 'public.sites': 4 }, { 'public.cars': 1200 }),
    );
    expect(report.split('\n')).toEqual([
      'table             backup    restored',
      'public.cars        1,200       1,200',
      'public.sites           4     missing   ← differs',
    ]);
  });
});

describe('migrations', () => {
  const journal = [
    { tag: '0000_init', when: 100 },
    { tag: '0001_next', when: 200 },
  ];
  it.each([
    [[], { applied: 0, latest: null }],
    [[100], { applied: 1, latest: '0000_init' }],
    [[200, 100], { applied: 2, latest: '0001_next' }],
    [[100, 200, 300], { applied: 3, latest: null }],
  ])('applied %j is %j', (whens, level) => {
    expect(migrationLevel(whens, journal)).toEqual(level);
  });

  it.each([
    [{ applied: 2, latest: '0001_next' }, null],
    [{ applied: 1, latest: '0000_init' }, null],
    [{ applied: 0, latest: null }, null],
    [{ applied: 3, latest: null }, 'at migration #3, which this version of the app does not have'],
    [{ applied: 2, latest: '0002_later' }, 'at migration 0002_later'],
  ])('a backup at %j warns: %s', (level, warning) => {
    const found = migrationWarning(level, journal);
    if (warning === null) expect(found).toBeNull();
    else expect(found).toContain(warning);
  });
});

describe('media checksums', () => {
  const sums = [
    { key: 'valuations/v/2.webp', sha256: 'b'.repeat(64) },
    { key: 'content-images/1/a.webp', sha256: 'a'.repeat(64) },
  ];

  it('are written as sha256sum reads them, by key, and read back', () => {
    const text = checksumLines(sums);
    expect(text).toBe(
      `${'a'.repeat(64)}  media/content-images/1/a.webp\n${'b'.repeat(64)}  media/valuations/v/2.webp\n`,
    );
    expect(parseChecksumLines(text)).toEqual([sums[1], sums[0]]);
    expect(parseChecksumLines('')).toEqual([]);
  });

  it.each([`${'a'.repeat(63)}  media/a.webp`, `${'a'.repeat(64)} media/a.webp`, `${'a'.repeat(64)}  a.webp`])(
    'refuse the line %j',
    (line) => {
      expect(() => parseChecksumLines(line)).toThrow('media.sha256 line 1');
    },
  );
});

describe('parseManifest', () => {
  it('reads what a backup writes', () => {
    expect(parseManifest(JSON.stringify(manifest))).toEqual(manifest);
  });

  it.each([
    ['not json', 'is not JSON'],
    [JSON.stringify({ ...manifest, format: 2 }), 'format'],
    [JSON.stringify({ ...manifest, tables: { 'public.cars': -1 } }), 'tables.public.cars'],
    [JSON.stringify({ ...manifest, database: { ...manifest.database, sha256: 'x' } }), 'database.sha256'],
    [JSON.stringify({ ...manifest, database: { ...manifest.database, kind: 'mysql' } }), 'database.kind'],
  ])('refuses %s', (text, message) => {
    expect(() => parseManifest(text)).toThrow(message);
  });
});
