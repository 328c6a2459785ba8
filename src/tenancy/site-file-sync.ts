import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { siteSources } from '../db/schema';
import { poll } from '../lib/poll';
import { templateChain } from './site-documents';
import { readSiteFiles, SITE_FILES_DIR, type SiteFile } from './site-files';
import { putSite, putTemplate } from './site-store';

// The shipped site files are loaded into the database at start and whenever one changes while the
// platform runs. A file is loaded again only when its bytes change, so a change made since through the
// command or the API stands until the file itself is edited. A file that is refused is logged, and the
// site keeps its last good configuration.

type Log = { info: (message: string) => void; error: (message: string) => void };
export type FileLoad = { file: string; outcome: 'loaded' | 'unchanged' | 'refused'; detail?: string };

const CHECK_INTERVAL_MS = 1000;

async function loadedDigest(db: Db, file: string): Promise<string | undefined> {
  const [row] = await db
    .select({ digest: siteSources.digest })
    .from(siteSources)
    .where(eq(siteSources.file, file));
  return row?.digest;
}

async function remember(db: Db, file: string, digest: string): Promise<void> {
  await db
    .insert(siteSources)
    .values({ file, digest })
    .onConflictDoUpdate({ target: siteSources.file, set: { digest, loadedAt: new Date() } });
}

/** Loads every site and template file whose bytes differ from the last load (templates first). */
export async function syncSiteFiles(db: Db, options: { dir?: string; log?: Log } = {}): Promise<FileLoad[]> {
  const files = readSiteFiles(options.dir ?? SITE_FILES_DIR);
  const log = options.log;
  const results: FileLoad[] = files.unreadable.map(({ file, message }) => ({
    file,
    outcome: 'refused',
    detail: message,
  }));
  for (const result of results) log?.error(`${result.file}: ${result.detail}`);

  const templates = new Map(files.templates.map((file) => [file.document.template, file.document]));
  // A template after the ones it extends, so each is checked against what it builds on.
  const ordered = files.templates.toSorted(
    (a, b) => templateChain(a.document, templates).length - templateChain(b.document, templates).length,
  );
  const load = async (entry: SiteFile<unknown>, put: (by: string) => Promise<string>) => {
    if ((await loadedDigest(db, entry.file)) === entry.digest) {
      results.push({ file: entry.file, outcome: 'unchanged' });
      return;
    }
    try {
      const detail = await put(`file ${entry.file}`);
      results.push({ file: entry.file, outcome: 'loaded', detail });
      log?.info(`${entry.file}: ${detail}`);
    } catch (error) {
      results.push({ file: entry.file, outcome: 'refused', detail: (error as Error).message });
      log?.error(`${entry.file} refused, the last good configuration stays: ${(error as Error).message}`);
    }
    // Remembered either way: a refused file is reported once, then again only when it is edited.
    await remember(db, entry.file, entry.digest);
  };
  for (const entry of ordered)
    await load(entry, async (by) => {
      const change = await putTemplate(db, entry.document, { by });
      return change.unchanged ? 'template unchanged' : `template '${change.name}' version ${change.version}`;
    });
  for (const entry of files.sites)
    await load(entry, async (by) => {
      const change = await putSite(db, entry.document, { by });
      return change.unchanged ? 'site unchanged' : `site '${change.slug}' version ${change.version}`;
    });
  return results;
}

/** A cheap fingerprint of the folder (names, sizes, times), to notice an edit without reading every file. */
function folderStamp(dir: string): string {
  const entries: string[] = [];
  for (const folder of [dir, path.join(dir, 'templates')]) {
    // The site files are read at run time, never shipped as server code: nothing here for the build to trace.
    if (!fs.existsSync(/*turbopackIgnore: true*/ folder)) continue;
    for (const name of fs.readdirSync(/*turbopackIgnore: true*/ folder).sort()) {
      if (!name.endsWith('.json')) continue;
      const stat = fs.statSync(path.join(folder, name));
      entries.push(`${folder}/${name}:${stat.size}:${stat.mtimeMs}`);
    }
  }
  return entries.join('\n');
}

/** Checks the site files every second and loads the ones that changed, in every server process. */
export function startSiteFileFollower({ db, dir = SITE_FILES_DIR, log }: { db: Db; dir?: string; log: Log }) {
  let stamp: string | null = null;
  return poll(
    async () => {
      const now = folderStamp(dir);
      if (now === stamp) return;
      await syncSiteFiles(db, { dir, log });
      stamp = now;
    },
    {
      intervalMs: CHECK_INTERVAL_MS,
      immediately: true,
      failureMessage: 'Could not load the site files; trying again',
    },
  );
}
