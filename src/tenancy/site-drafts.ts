import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { siteDrafts, sites } from '../db/schema';
import { type DraftLocations, DraftLocationsSchema, type LocationSettings } from './location-settings';
import { editableLocations, normalisedSettings, writeLocationChanges } from './location-settings-store';
import type { SiteConfig } from './site-config';
import { changedPaths, configIssues, type SiteDocument, SiteDocumentError } from './site-documents';
import { PREVIEW_TOKEN } from './site-header';
import { applySite, checkSiteDocument, inTransaction, type SiteChange } from './site-store';

// A site's unpublished changes, made in the console: its whole document and the settings of the locations
// it changes, validated as a publish would be, so a draft that was saved can be published. One draft per
// site; publishing makes it a version (site-store.ts) and discards it. Its preview token opens the real
// site with the draft applied, on the site's own host, for the staff member who holds it.

export type SiteDraft = {
  document: SiteDocument;
  locations: DraftLocations;
  baseVersion: number;
  previewToken: string;
  updatedBy: string;
  updatedAt: Date;
  /** The settings and location settings it changes from the live site. */
  changes: string[];
};

/** The draft was begun on an earlier version than the live one: publishing it would undo that change. */
export class StaleDraftError extends Error {}

/** A draft changes settings the member's role may not: refused (403) naming each. */
export class SettingNotYoursError extends SiteDocumentError {}

type DraftSite = { id: number; slug: string };

async function liveSite(db: Db, siteId: number) {
  const [row] = await db
    .select({ version: sites.version, config: sites.config, document: sites.document })
    .from(sites)
    .where(eq(sites.id, siteId));
  return row;
}

/** What a draft changes: the site's settings ('theme.brand') and locations ('locations.cbd.special'). */
async function draftChanges(
  db: Db,
  live: { config: unknown },
  config: SiteConfig,
  draftLocations: DraftLocations,
  now: Date,
): Promise<string[]> {
  const editable = new Map((await editableLocations(db, config, now)).map((l) => [l.slug, l]));
  return [
    ...changedPaths(live.config, config),
    ...Object.entries(draftLocations).flatMap(([slug, settings]) => {
      const location = editable.get(slug);
      return location
        ? changedPaths(location.settings, normalisedSettings(settings, location.today)).map(
            (path) => `locations.${slug}.${path}`,
          )
        : [];
    }),
  ];
}

/** The site's draft, or null; with what it changes from the live site. */
export async function readDraft(db: Db, site: DraftSite, now: Date): Promise<SiteDraft | null> {
  const [row] = await db.select().from(siteDrafts).where(eq(siteDrafts.siteId, site.id));
  if (!row) return null;
  const live = await liveSite(db, site.id);
  const document = row.document as SiteDocument;
  const draftLocations = row.locations as DraftLocations;
  let changes: string[];
  try {
    const config = await checkSiteDocument(db, document, site.slug);
    changes = await draftChanges(db, live, config, draftLocations, now);
  } catch (error) {
    // A template changed under the draft so that it no longer holds: it lists what is wrong.
    if (!(error instanceof SiteDocumentError)) throw error;
    changes = error.issues.map((issue) => `${issue.path}: ${issue.message}`);
  }
  return {
    document,
    locations: draftLocations,
    baseVersion: row.baseVersion,
    previewToken: row.previewToken,
    updatedBy: row.updatedBy,
    updatedAt: row.updatedAt,
    changes,
  };
}

/**
 * Checks and keeps a draft, whole: the document as a publish would check it, every location setting by
 * its field. `mayChange` says whether the member may change a setting (managers change only theirs); a
 * setting they may not change is refused as the draft's, naming it. Throws SiteDocumentError.
 */
export async function saveDraft(
  db: Db,
  site: DraftSite,
  input: { document: unknown; locations: unknown },
  options: { by: string; now: Date; mayChange: (path: string) => boolean },
): Promise<SiteDraft> {
  const parsedLocations = DraftLocationsSchema.safeParse(input.locations);
  const locationIssues = parsedLocations.success
    ? []
    : configIssues(parsedLocations.error.issues).map((issue) => ({
        ...issue,
        path: `locations.${issue.path}`,
      }));
  let config: SiteConfig | null = null;
  try {
    config = await checkSiteDocument(db, input.document, site.slug);
  } catch (error) {
    if (!(error instanceof SiteDocumentError)) throw error;
    throw new SiteDocumentError(error.subject, [...error.issues, ...locationIssues]);
  }
  if (!parsedLocations.success) throw new SiteDocumentError(`site '${site.slug}'`, locationIssues);
  const draftLocations = parsedLocations.data;
  const editable = new Set((await editableLocations(db, config, options.now)).map((l) => l.slug));
  const strangers = Object.keys(draftLocations).filter((slug) => !editable.has(slug));
  if (strangers.length)
    throw new SiteDocumentError(
      `site '${site.slug}'`,
      strangers.map((slug) => ({ path: `locations.${slug}`, message: 'not a location of this site' })),
    );
  const live = await liveSite(db, site.id);
  const changes = await draftChanges(db, live, config, draftLocations, options.now);
  const refused = changes.filter((path) => !options.mayChange(path));
  if (refused.length)
    throw new SettingNotYoursError(
      `site '${site.slug}'`,
      refused.map((path) => ({ path, message: 'only an owner may change this setting' })),
    );
  const document = { ...(input.document as Record<string, unknown>), slug: site.slug } as SiteDocument;
  delete document.$schema;
  const [row] = await db
    .insert(siteDrafts)
    .values({
      siteId: site.id,
      document,
      locations: draftLocations,
      baseVersion: live.version,
      previewToken: randomBytes(32).toString('base64url'),
      updatedBy: options.by,
    })
    .onConflictDoUpdate({
      target: siteDrafts.siteId,
      set: { document, locations: draftLocations, updatedBy: options.by, updatedAt: sql`now()` },
    })
    .returning();
  return {
    document,
    locations: draftLocations,
    baseVersion: row.baseVersion,
    previewToken: row.previewToken,
    updatedBy: row.updatedBy,
    updatedAt: row.updatedAt,
    changes,
  };
}

/** Drops the site's draft (its preview link stops working); whether there was one. */
export async function discardDraft(db: Db, siteId: number): Promise<boolean> {
  const gone = await db
    .delete(siteDrafts)
    .where(eq(siteDrafts.siteId, siteId))
    .returning({ id: siteDrafts.siteId });
  return gone.length > 0;
}

/**
 * Publishes the site's draft as a new version, its location changes with it, in one transaction, and
 * discards it. Null when there is no draft; StaleDraftError when the site changed since it was begun.
 */
export function publishDraft(
  db: Db,
  site: DraftSite,
  options: {
    by: string;
    now: Date;
    /** Asked before anything is written, in the transaction: throws to refuse the publish. */
    check?: (tx: Db, config: SiteConfig, locations: DraftLocations) => Promise<void>;
  },
): Promise<SiteChange | null> {
  return inTransaction(db, async (tx) => {
    const [draft] = await tx.select().from(siteDrafts).where(eq(siteDrafts.siteId, site.id)).for('update');
    if (!draft) return null;
    const live = await liveSite(tx, site.id);
    if (live.version !== draft.baseVersion)
      throw new StaleDraftError(
        `The site changed (version ${live.version}) since this draft began on version ${draft.baseVersion}: discard it and start again.`,
      );
    const document = draft.document as SiteDocument;
    const config = await checkSiteDocument(tx, document, site.slug);
    await options.check?.(tx, config, draft.locations as DraftLocations);
    const locationChanges = await writeLocationChanges(
      tx,
      config,
      draft.locations as Record<string, LocationSettings>,
      options.now,
    );
    const change = await applySite(tx, document, config, options.by, locationChanges);
    await tx.delete(siteDrafts).where(eq(siteDrafts.siteId, site.id));
    return change;
  });
}

export type SitePreview = { config: SiteConfig; locations: DraftLocations };

/** The draft a preview token opens on this site, resolved; null for a token no draft of the site has. */
export async function previewOf(db: Db, slug: string, token: string): Promise<SitePreview | null> {
  if (!PREVIEW_TOKEN.test(token)) return null;
  const [row] = await db
    .select({ document: siteDrafts.document, locations: siteDrafts.locations })
    .from(siteDrafts)
    .innerJoin(sites, eq(sites.id, siteDrafts.siteId))
    .where(sql`${siteDrafts.previewToken} = ${token} and ${sites.slug} = ${slug}`);
  if (!row) return null;
  try {
    return {
      config: await checkSiteDocument(db, row.document, slug),
      locations: row.locations as DraftLocations,
    };
  } catch (error) {
    if (error instanceof SiteDocumentError) return null;
    throw error;
  }
}
