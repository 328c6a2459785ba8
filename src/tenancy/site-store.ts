import { and, asc, desc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sites, siteTemplates, siteVersions } from '../db/schema';
import { isPlainObject } from '../lib/is-plain-object';
import type { LocationSettings } from './location-settings';
import { type LocationChanges, locationPaths, writeLocationChanges } from './location-settings-store';
import type { SiteConfig } from './site-config';
import {
  type ConfigIssue,
  changedPaths,
  checkTemplateDocument,
  resolveSiteDocument,
  type SiteDocument,
  SiteDocumentError,
  type TemplateDocument,
  templateChain,
} from './site-documents';
import { writeSite } from './sync-sites';

// Sites and templates as stored documents, changed while the platform runs (by the `site` command, the
// admin API or a shipped file that changed). A change is all or nothing: it is validated whole, written in
// one transaction with every site it touches, and kept as a version that can be rolled back to. Every
// server process follows the `sites` table (site-changes.ts) and serves the change within a second.

export type SiteSummary = {
  slug: string;
  name: string;
  hostnames: string[];
  version: number;
  updatedAt: Date;
};
export type StoredSite = SiteSummary & { document: SiteDocument | null; config: SiteConfig };
export type StoredTemplate = { name: string; version: number; updatedAt: Date; document: TemplateDocument };
export type VersionEntry = { version: number; changedAt: Date; changedBy: string; changes: string[] };
export type SiteChange = {
  slug: string;
  version: number;
  changes: string[];
  created: boolean;
  unchanged: boolean;
};
export type TemplateChange = {
  name: string;
  version: number;
  changes: string[];
  created: boolean;
  unchanged: boolean;
  sites: { slug: string; version: number; changes: string[] }[];
};

/** A name or version that does not exist: the caller answers 404. */
export class NotFoundError extends Error {}
/** A new site's slug another site already has: the caller answers 409. */
export class SiteExistsError extends Error {}

// One lock for all site and template changes: they are rare, and one at a time keeps versions in order
// and two processes loading the same changed file from both writing it.
const CHANGE_LOCK = 727_011;

const SLUG = /^[a-z0-9-]{1,64}$/;

/** Whether a slug or template name from outside can name anything (checked before any query). */
export const isValidName = (name: string): boolean => SLUG.test(name);

async function templatesIn(db: Db): Promise<Map<string, TemplateDocument>> {
  const rows = await db.select().from(siteTemplates);
  return new Map(rows.map((row) => [row.name, row.document as TemplateDocument]));
}

/** Host names another site already answers to, as issues on this document's `hostnames`. */
async function hostnameIssues(db: Db, config: SiteConfig): Promise<ConfigIssue[]> {
  if (!config.hostnames.length) return [];
  const rows = await db
    .select({ slug: sites.slug, hostnames: sites.hostnames })
    .from(sites)
    .where(
      sql`${sites.hostnames} && ${sql.param(config.hostnames)}::text[] and ${sites.slug} <> ${config.slug}`,
    );
  return config.hostnames.flatMap((host, index) => {
    const owner = rows.find((row) => row.hostnames.includes(host));
    return owner
      ? [{ path: `hostnames.${index}`, message: `'${host}' is already served by site '${owner.slug}'` }]
      : [];
  });
}

/** Settings that must agree with each other, beyond what each field's own rule checks. */
function crossFieldIssues(config: SiteConfig): ConfigIssue[] {
  return config.hiddenDealerships.flatMap((slug, index) =>
    config.dealerships.includes(slug)
      ? []
      : [{ path: `hiddenDealerships.${index}`, message: `'${slug}' is not one of this site's dealerships` }],
  );
}

async function nextVersion(db: Db, kind: 'site' | 'template', name: string): Promise<number> {
  const [row] = await db
    .select({ version: sql<number>`coalesce(max(${siteVersions.version}), 0)::int` })
    .from(siteVersions)
    .where(and(eq(siteVersions.kind, kind), eq(siteVersions.name, name)));
  return row.version + 1;
}

async function recordVersion(
  db: Db,
  entry: {
    kind: 'site' | 'template';
    name: string;
    version: number;
    document: unknown;
    changes: string[];
    by: string;
    locationChanges?: LocationChanges;
  },
): Promise<void> {
  await db.insert(siteVersions).values({
    kind: entry.kind,
    name: entry.name,
    version: entry.version,
    document: entry.document,
    changes: entry.changes,
    changedBy: entry.by,
    locationChanges:
      entry.locationChanges && Object.keys(entry.locationChanges).length ? entry.locationChanges : null,
  });
}

/** A site document checked whole, with the checks that need the database: its resolved config, or refused. */
export async function checkSiteDocument(db: Db, raw: unknown, slug: string): Promise<SiteConfig> {
  const config = resolveSiteDocument(raw, await templatesIn(db), slug);
  const issues = [...crossFieldIssues(config), ...(await hostnameIssues(db, config))];
  if (issues.length) throw new SiteDocumentError(`site '${config.slug}'`, issues);
  return config;
}

/**
 * Writes one resolved site and its version, unless nothing about it changed. Location changes made with
 * it (a console publish, a rollback) are written by the caller in the same transaction and kept on the
 * version, so they count as a change of the site.
 */
export async function applySite(
  db: Db,
  document: SiteDocument,
  config: SiteConfig,
  by: string,
  locationChanges: LocationChanges = {},
): Promise<SiteChange> {
  const [current] = await db.select().from(sites).where(eq(sites.slug, config.slug));
  const issues = [...crossFieldIssues(config), ...(await hostnameIssues(db, config))];
  if (issues.length) throw new SiteDocumentError(`site '${config.slug}'`, issues);
  const changes = [
    ...(current ? changedPaths(current.config, config) : []),
    ...locationPaths(locationChanges),
  ];
  if (current?.document && changedPaths(current.document, document).length === 0 && changes.length === 0)
    return { slug: config.slug, version: current.version, changes: [], created: false, unchanged: true };
  const version = await nextVersion(db, 'site', config.slug);
  await writeSite(db, config, { document, version });
  await recordVersion(db, {
    kind: 'site',
    name: config.slug,
    version,
    document,
    changes,
    by,
    locationChanges,
  });
  return { slug: config.slug, version, changes, created: !current, unchanged: false };
}

export const inTransaction = <T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> =>
  db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CHANGE_LOCK})`);
    return work(tx as unknown as Db);
  });

/** Validates and stores a site document; `slug` (from a URL) must agree with the document's own. */
export function putSite(
  db: Db,
  raw: unknown,
  options: { by: string; slug?: string; createOnly?: boolean },
): Promise<SiteChange> {
  return inTransaction(db, async (tx) => {
    const config = resolveSiteDocument(raw, await templatesIn(tx), options.slug);
    if (options.createOnly) {
      const [taken] = await tx.select({ id: sites.id }).from(sites).where(eq(sites.slug, config.slug));
      if (taken) throw new SiteExistsError(`A site named '${config.slug}' already exists.`);
    }
    const document = { ...(raw as Record<string, unknown>), slug: config.slug } as SiteDocument;
    delete document.$schema;
    return applySite(tx, document, config, options.by);
  });
}

/**
 * Validates and stores a template, and re-resolves every site whose chain passes through it: if any of
 * them would become invalid, nothing is stored and each of its bad fields is named under the site.
 */
export function putTemplate(
  db: Db,
  raw: unknown,
  options: { by: string; name?: string },
): Promise<TemplateChange> {
  return inTransaction(db, async (tx) => {
    const templates = await templatesIn(tx);
    const checked = checkTemplateDocument(raw, templates, options.name);
    const { $schema: _, ...document } = checked;
    const name = document.template;
    const [current] = await tx.select().from(siteTemplates).where(eq(siteTemplates.name, name));
    const changes = current ? changedPaths(current.document, document) : [];
    if (current && changes.length === 0)
      return { name, version: current.version, changes, created: false, unchanged: true, sites: [] };

    const after = new Map(templates).set(name, document as TemplateDocument);
    const dependents = (await tx.select().from(sites)).filter(
      (row) => row.document && templateChain(row.document as SiteDocument, after).includes(name),
    );
    const resolved: { document: SiteDocument; config: SiteConfig }[] = [];
    const issues: ConfigIssue[] = [];
    for (const row of dependents) {
      try {
        resolved.push({
          document: row.document as SiteDocument,
          config: resolveSiteDocument(row.document, after),
        });
      } catch (error) {
        if (!(error instanceof SiteDocumentError)) throw error;
        issues.push(...error.issues.map((issue) => ({ ...issue, path: `(site ${row.slug}) ${issue.path}` })));
      }
    }
    if (issues.length) throw new SiteDocumentError(`template '${name}'`, issues);

    const version = await nextVersion(tx, 'template', name);
    await tx
      .insert(siteTemplates)
      .values({ name, document, version })
      .onConflictDoUpdate({ target: siteTemplates.name, set: { document, version, updatedAt: sql`now()` } });
    await recordVersion(tx, { kind: 'template', name, version, document, changes, by: options.by });
    const touched: TemplateChange['sites'] = [];
    for (const site of resolved) {
      const change = await applySite(tx, site.document, site.config, `${options.by} (template '${name}')`);
      if (!change.unchanged)
        touched.push({ slug: change.slug, version: change.version, changes: change.changes });
    }
    return { name, version, changes, created: !current, unchanged: false, sites: touched };
  });
}

/** A site or a template document, told apart by what it names (`slug` or `template`). */
export function putDocument(
  db: Db,
  raw: unknown,
  options: { by: string },
): Promise<({ kind: 'site' } & SiteChange) | ({ kind: 'template' } & TemplateChange)> {
  if (isPlainObject(raw) && raw.template !== undefined && raw.slug === undefined)
    return putTemplate(db, raw, options).then((change) => ({ kind: 'template' as const, ...change }));
  return putSite(db, raw, options).then((change) => ({ kind: 'site' as const, ...change }));
}

export async function listSites(db: Db): Promise<SiteSummary[]> {
  return db
    .select({
      slug: sites.slug,
      name: sites.name,
      hostnames: sites.hostnames,
      version: sites.version,
      updatedAt: sites.updatedAt,
    })
    .from(sites)
    .orderBy(asc(sites.slug));
}

export async function readStoredSite(db: Db, slug: string): Promise<StoredSite | null> {
  const [row] = await db.select().from(sites).where(eq(sites.slug, slug));
  if (!row) return null;
  return {
    slug: row.slug,
    name: row.name,
    hostnames: row.hostnames,
    version: row.version,
    updatedAt: row.updatedAt,
    document: row.document as SiteDocument | null,
    config: row.config as SiteConfig,
  };
}

/** The templates a new site may extend, by name. */
export async function templateNames(db: Db): Promise<string[]> {
  const rows = await db
    .select({ name: siteTemplates.name })
    .from(siteTemplates)
    .orderBy(asc(siteTemplates.name));
  return rows.map((row) => row.name);
}

export async function readStoredTemplate(db: Db, name: string): Promise<StoredTemplate | null> {
  const [row] = await db.select().from(siteTemplates).where(eq(siteTemplates.name, name));
  return row
    ? {
        name: row.name,
        version: row.version,
        updatedAt: row.updatedAt,
        document: row.document as TemplateDocument,
      }
    : null;
}

/** Every version of a site or template, newest first. */
export async function history(db: Db, kind: 'site' | 'template', name: string): Promise<VersionEntry[]> {
  return db
    .select({
      version: siteVersions.version,
      changedAt: siteVersions.changedAt,
      changedBy: siteVersions.changedBy,
      changes: siteVersions.changes,
    })
    .from(siteVersions)
    .where(and(eq(siteVersions.kind, kind), eq(siteVersions.name, name)))
    .orderBy(desc(siteVersions.version));
}

/** Puts back the document a site had at `version`, as a new version (validated against today's templates). */
export async function rollbackSite(
  db: Db,
  slug: string,
  version: number,
  options: { by: string },
): Promise<SiteChange> {
  const [row] = await db
    .select({ document: siteVersions.document })
    .from(siteVersions)
    .where(
      and(eq(siteVersions.kind, 'site'), eq(siteVersions.name, slug), eq(siteVersions.version, version)),
    );
  if (!row) throw new NotFoundError(`Site '${slug}' has no version ${version}`);
  return inTransaction(db, async (tx) => {
    const config = resolveSiteDocument(row.document, await templatesIn(tx), slug);
    const document = { ...(row.document as Record<string, unknown>), slug } as SiteDocument;
    // The locations later versions changed go back as they were before the first of those changes.
    const later = await tx
      .select({ locationChanges: siteVersions.locationChanges })
      .from(siteVersions)
      .where(
        and(
          eq(siteVersions.kind, 'site'),
          eq(siteVersions.name, slug),
          gt(siteVersions.version, version),
          isNotNull(siteVersions.locationChanges),
        ),
      )
      .orderBy(desc(siteVersions.version));
    const restore = new Map<string, LocationSettings>();
    for (const entry of later)
      for (const [location, change] of Object.entries(entry.locationChanges as LocationChanges))
        restore.set(location, change.before);
    const locationChanges = await writeLocationChanges(tx, config, Object.fromEntries(restore), new Date());
    return applySite(tx, document, config, `${options.by} (rollback to version ${version})`, locationChanges);
  });
}
