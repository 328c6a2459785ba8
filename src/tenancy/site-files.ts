import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { isPlainObject } from '../lib/is-plain-object';
import type { SiteConfig } from './site-config';
import { resolveSiteDocument, type SiteDocument, type TemplateDocument } from './site-documents';

// The site documents shipped with the platform: config/sites/*.json (sites) and config/sites/templates/*.json
// (templates). They are loaded into the database at start and whenever a file changes (site-file-sync.ts);
// from then on the database is what the platform serves.

export const SITE_FILES_DIR = 'config/sites';

export type SiteFile<T> = { file: string; digest: string; document: T };
export type SiteFiles = {
  templates: SiteFile<TemplateDocument>[];
  sites: SiteFile<SiteDocument>[];
  /** Files that are not a JSON object, by file: refused without touching what is stored. */
  unreadable: { file: string; message: string }[];
};

const jsonFiles = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((name) => name.endsWith('.json'))
        .sort()
        .map((name) => path.join(dir, name))
    : [];

/** Reads every site and template file under `dir`, each with a digest of its bytes. */
export function readSiteFiles(dir = SITE_FILES_DIR): SiteFiles {
  const out: SiteFiles = { templates: [], sites: [], unreadable: [] };
  const read = (file: string, kind: 'templates' | 'sites') => {
    const bytes = fs.readFileSync(file);
    const digest = createHash('sha256').update(bytes).digest('hex');
    try {
      const document: unknown = JSON.parse(bytes.toString('utf8'));
      if (!isPlainObject(document)) throw new Error('expected a JSON object');
      (out[kind] as SiteFile<unknown>[]).push({ file, digest, document });
    } catch (error) {
      out.unreadable.push({ file, message: (error as Error).message });
    }
  };
  for (const file of jsonFiles(path.join(dir, 'templates'))) read(file, 'templates');
  for (const file of jsonFiles(dir)) read(file, 'sites');
  return out;
}

/** The templates of a set of files, by name. */
export function templatesOf(files: SiteFiles): Map<string, TemplateDocument> {
  return new Map(files.templates.map(({ document }) => [document.template, document]));
}

/** Every shipped site, resolved and validated: for the demo seed and for tests over the demo sites. */
export function loadSiteConfigs(dir = SITE_FILES_DIR): SiteConfig[] {
  const files = readSiteFiles(dir);
  if (files.unreadable.length) throw new Error(`Unreadable site files: ${JSON.stringify(files.unreadable)}`);
  const templates = templatesOf(files);
  return files.sites.map(({ document }) => resolveSiteDocument(document, templates));
}
