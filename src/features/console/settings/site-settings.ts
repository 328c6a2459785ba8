import 'server-only';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { assertCompliant, settingsCompliance } from '@/compliance/check';
import type { Breach } from '@/compliance/rules';
import type { Db } from '@/db/client';
import { dealerships, locations, siteDealerships, sites, siteVersions } from '@/db/schema';
import { type AuditActor, auditChange } from '@/staff/audit';
import { roleOnSite, type Staff, staffCan } from '@/staff/current-staff';
import { announceSiteChange } from '@/tenancy/announce-site-change';
import {
  type EditableLocation,
  editableLocations,
  type LocationChanges,
} from '@/tenancy/location-settings-store';
import { managersMayChange } from '@/tenancy/setting-editors';
import type { SiteConfig } from '@/tenancy/site-config';
import { changedPaths, type SiteDocument, SiteDocumentError } from '@/tenancy/site-documents';
import { discardDraft, publishDraft, readDraft, type SiteDraft, saveDraft } from '@/tenancy/site-drafts';
import {
  checkSiteDocument,
  putSite,
  readStoredSite,
  rollbackSite,
  type SiteChange,
} from '@/tenancy/site-store';
import { type DiffRow, locationDiff } from './history-rules';
import { type NewSite, newSiteDocument } from './new-site';

// The Settings and Locations screens' side of the site store: who may change what, a draft saved,
// published, discarded or rolled back, each on the audit log, and the other sites that show a changed
// location told to drop their cached pages.

/** What a member may change of a site's settings: all of them (owners), the managers' share, or nothing. */
export type SettingsAccess = 'all' | 'managed';

/**
 * A member's access to the site's settings. They are the whole site's, so a member limited to some of
 * its dealerships has none.
 */
export function settingsAccess(staff: Staff, site: { id: number; slug: string }): SettingsAccess | null {
  const role = roleOnSite(staff, site);
  if (!role || role.dealershipIds.length > 0) return null;
  if (staffCan(staff, site, 'settings.edit')) return 'all';
  return staffCan(staff, site, 'settings.managed') ? 'managed' : null;
}

export const mayChangeWith = (access: SettingsAccess) => (path: string) =>
  access === 'all' || managersMayChange(path);

export type SettingsView = {
  version: number;
  document: SiteDocument;
  config: SiteConfig;
  draft: SiteDraft | null;
  locations: EditableLocation[];
};

/** The site's live document and config, its draft and its locations as the console edits them. */
export async function settingsView(
  db: Db,
  site: { id: number; slug: string },
  now: Date,
): Promise<SettingsView | null> {
  const stored = await readStoredSite(db, site.slug);
  if (!stored) return null;
  const [draft, editable] = await Promise.all([
    readDraft(db, site, now),
    editableLocations(db, stored.config, now),
  ]);
  return {
    version: stored.version,
    // A site stored before documents were kept is its own resolved config.
    document: stored.document ?? (stored.config as unknown as SiteDocument),
    config: stored.config,
    draft,
    locations: editable,
  };
}

export function saveSettingsDraft(
  db: Db,
  site: { id: number; slug: string },
  access: SettingsAccess,
  body: { document: unknown; locations: unknown },
  actor: AuditActor,
  now: Date,
): Promise<SiteDraft> {
  return saveDraft(db, site, body, { by: actor.email, now, mayChange: mayChangeWith(access) });
}

/** Other sites showing a location this change touched: their cached pages go too. */
async function sitesShowingLocations(db: Db, slugs: string[], except: number) {
  if (slugs.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: sites.id, slug: sites.slug })
    .from(locations)
    .innerJoin(dealerships, eq(dealerships.id, locations.dealershipId))
    .innerJoin(siteDealerships, eq(siteDealerships.dealershipId, dealerships.id))
    .innerJoin(sites, eq(sites.id, siteDealerships.siteId))
    .where(inArray(locations.slug, slugs));
  return rows.filter((row) => row.id !== except);
}

async function lastLocationChanges(db: Db, slug: string, version: number): Promise<string[]> {
  const [row] = await db
    .select({ locationChanges: siteVersions.locationChanges })
    .from(siteVersions)
    .where(and(eq(siteVersions.kind, 'site'), eq(siteVersions.name, slug), eq(siteVersions.version, version)))
    .orderBy(desc(siteVersions.id))
    .limit(1);
  return row?.locationChanges ? Object.keys(row.locationChanges as object) : [];
}

async function afterChange(db: Db, site: { id: number; slug: string }, change: SiteChange) {
  if (change.unchanged) return;
  await announceSiteChange(
    db,
    await sitesShowingLocations(db, await lastLocationChanges(db, site.slug, change.version), site.id),
  );
}

export async function publishSettings(
  db: Db,
  site: { id: number; slug: string },
  actor: AuditActor,
  now: Date,
): Promise<SiteChange | null> {
  // The advertising rules are checked on the site as the draft would make it: an error refuses the publish.
  const change = await publishDraft(db, site, {
    by: actor.email,
    now,
    check: async (tx, config, locations) =>
      assertCompliant(await settingsCompliance(tx, config, now, locations)),
  });
  if (!change) return null;
  await auditChange(
    db,
    actor,
    site.id,
    'settings.publish',
    { type: 'site', id: site.slug },
    {
      after: { version: change.version, changes: change.changes },
    },
  );
  await afterChange(db, site, change);
  return change;
}

export async function rollbackSettings(
  db: Db,
  site: { id: number; slug: string },
  version: number,
  actor: AuditActor,
): Promise<SiteChange> {
  const change = await rollbackSite(db, site.slug, version, { by: actor.email });
  await auditChange(
    db,
    actor,
    site.id,
    'settings.rollback',
    { type: 'site', id: site.slug },
    {
      after: { toVersion: version, version: change.version, changes: change.changes },
    },
  );
  await afterChange(db, site, change);
  return change;
}

export async function discardSettingsDraft(
  db: Db,
  site: { id: number; slug: string },
  actor: AuditActor,
): Promise<boolean> {
  const gone = await discardDraft(db, site.id);
  if (gone) await auditChange(db, actor, site.id, 'settings.discard', { type: 'site', id: site.slug });
  return gone;
}

export type VersionDiff = DiffRow[];

const valueAt = (value: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (at, key) => (at !== null && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined),
      value,
    );

/**
 * The site's versions, newest first, each with what it changed: every setting of its document, and its
 * locations' hours day by day and date by date. The first version changed nothing: it is the site.
 */
export async function siteHistory(db: Db, slug: string, limit = 50) {
  const rows = await db
    .select()
    .from(siteVersions)
    .where(and(eq(siteVersions.kind, 'site'), eq(siteVersions.name, slug)))
    .orderBy(desc(siteVersions.version))
    .limit(limit + 1);
  return rows.slice(0, limit).map((row, index) => {
    const previous = rows[index + 1]?.document;
    const diff: VersionDiff = previous
      ? changedPaths(previous, row.document).map((path) => ({
          path,
          before: valueAt(previous, path),
          after: valueAt(row.document, path),
        }))
      : [];
    for (const [location, change] of Object.entries((row.locationChanges ?? {}) as LocationChanges))
      diff.push(...locationDiff(location, change.before, change.after));
    return {
      version: row.version,
      changedAt: row.changedAt,
      changedBy: row.changedBy,
      first: !previous,
      diff,
    };
  });
}

/** A platform admin's new site from a template: stored as version 1, on the audit log; refused if its slug is taken. */
export async function createSite(db: Db, input: NewSite, actor: AuditActor): Promise<SiteChange> {
  const change = await putSite(db, newSiteDocument(input), { by: actor.email, createOnly: true });
  const [row] = await db.select({ id: sites.id }).from(sites).where(eq(sites.slug, change.slug));
  await auditChange(
    db,
    actor,
    row.id,
    'site.create',
    { type: 'site', id: change.slug },
    {
      after: { template: input.template, dealerships: input.dealerships },
    },
  );
  return change;
}

/** The compliance check of the site as its draft would make it (none when the draft no longer holds). */
export async function draftCompliance(db: Db, slug: string, draft: SiteDraft): Promise<Breach[]> {
  try {
    const config = await checkSiteDocument(db, draft.document, slug);
    return await settingsCompliance(db, config, new Date(), draft.locations);
  } catch (error) {
    if (error instanceof SiteDocumentError) return [];
    throw error;
  }
}
