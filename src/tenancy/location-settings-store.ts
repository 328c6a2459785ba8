import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { dealerships, locations, openingHours, specialHours } from '../db/schema';
import { dateAt, locationTimeZone } from '../lib/dates';
import { formattedHours } from '../lib/opening-hours';
import { type LocationSettings, upcomingDays } from './location-settings';
import type { SiteConfig } from './site-config';
import { changedPaths, SiteDocumentError } from './site-documents';

// A site's locations as the console edits them, read from and written to their tables (locations,
// opening_hours, special_hours). Holiday hours are read and replaced from each location's own today:
// the past ones stay as they were.

/** What a change did to each location it touched, by slug: kept on the site's version for rollbacks. */
export type LocationChanges = Record<string, { before: LocationSettings; after: LocationSettings }>;

export type EditableLocation = {
  id: number;
  slug: string;
  name: string;
  dealershipSlug: string;
  state: string;
  timeZone: string;
  today: string;
  settings: LocationSettings;
};

/** The locations of the site's dealerships (its hidden ones too: they may be shown again), by name. */
export async function editableLocations(
  db: Db,
  config: Pick<SiteConfig, 'dealerships'>,
  now: Date,
): Promise<EditableLocation[]> {
  if (config.dealerships.length === 0) return [];
  const rows = await db
    .select({ location: locations, dealershipSlug: dealerships.slug })
    .from(locations)
    .innerJoin(dealerships, eq(dealerships.id, locations.dealershipId))
    .where(inArray(dealerships.slug, config.dealerships))
    .orderBy(asc(locations.name));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.location.id);
  const [weeks, specials] = await Promise.all([
    db.select().from(openingHours).where(inArray(openingHours.locationId, ids)),
    db
      .select()
      .from(specialHours)
      .where(inArray(specialHours.locationId, ids))
      .orderBy(asc(specialHours.date)),
  ]);
  return rows.map(({ location, dealershipSlug }) => {
    const timeZone = locationTimeZone(location);
    const today = dateAt(now, timeZone);
    const settings: LocationSettings = {
      phone: location.phone,
      landlinePhone: location.landlinePhone,
      email: location.email,
      dealerLicenseNumber: location.dealerLicenseNumber,
      leadEmails: location.leadEmails,
      image: location.image,
      lat: location.lat,
      long: location.long,
      week: [0, 1, 2, 3, 4, 5, 6].map((weekday) => {
        const day = weeks.find((w) => w.locationId === location.id && w.weekday === weekday);
        return day
          ? { weekday, status: day.status, open: day.open, close: day.close }
          : { weekday, status: 'Closed' as const, open: null, close: null };
      }),
      special: upcomingDays(
        specials
          .filter((s) => s.locationId === location.id)
          .map((s) => ({
            date: s.date,
            label: s.label,
            status: s.status,
            startHour: s.startHour,
            endHour: s.endHour,
          })),
        today,
      ),
    };
    return {
      id: location.id,
      slug: location.slug,
      name: location.name,
      dealershipSlug,
      state: location.state.toUpperCase(),
      timeZone,
      today,
      settings,
    };
  });
}

/** Two settings the same, whatever the key order: JSON with sorted keys. */
const sameSettings = (a: LocationSettings, b: LocationSettings) => changedPaths(a, b).length === 0;

/** A location's settings as they are stored: a closed day keeps no times, holiday hours from today on. */
export function normalisedSettings(settings: LocationSettings, today: string): LocationSettings {
  const times = <T extends { status: string }>(day: T, open: keyof T, close: keyof T): T =>
    day.status === 'Closed' ? { ...day, [open]: null, [close]: null } : day;
  return {
    ...settings,
    week: [...settings.week].sort((a, b) => a.weekday - b.weekday).map((d) => times(d, 'open', 'close')),
    special: upcomingDays(settings.special, today).map((d) => times(d, 'startHour', 'endHour')),
  };
}

async function writeSettings(db: Db, location: EditableLocation, settings: LocationSettings) {
  await db
    .update(locations)
    .set({
      phone: settings.phone,
      landlinePhone: settings.landlinePhone,
      email: settings.email,
      dealerLicenseNumber: settings.dealerLicenseNumber || null,
      leadEmails: settings.leadEmails,
      image: settings.image,
      lat: settings.lat,
      long: settings.long,
    })
    .where(eq(locations.id, location.id));
  await db.delete(openingHours).where(eq(openingHours.locationId, location.id));
  await db
    .insert(openingHours)
    .values(
      settings.week.map((day) => ({ locationId: location.id, ...day, formatedHours: formattedHours(day) })),
    );
  await db
    .delete(specialHours)
    .where(and(eq(specialHours.locationId, location.id), gte(specialHours.date, location.today)));
  if (settings.special.length)
    await db
      .insert(specialHours)
      .values(settings.special.map((day) => ({ locationId: location.id, ...day })));
}

/**
 * Writes the settings wanted for each named location of the site, in the caller's transaction, and says
 * what changed. A slug that is not one of the site's locations refuses the whole change.
 */
export async function writeLocationChanges(
  db: Db,
  config: Pick<SiteConfig, 'dealerships' | 'slug'>,
  wanted: Record<string, LocationSettings>,
  now: Date,
): Promise<LocationChanges> {
  const slugs = Object.keys(wanted);
  if (slugs.length === 0) return {};
  const editable = new Map((await editableLocations(db, config, now)).map((l) => [l.slug, l]));
  const unknown = slugs.filter((slug) => !editable.has(slug));
  if (unknown.length)
    throw new SiteDocumentError(
      `site '${config.slug}'`,
      unknown.map((slug) => ({ path: `locations.${slug}`, message: 'not a location of this site' })),
    );
  const changes: LocationChanges = {};
  for (const slug of slugs) {
    const location = editable.get(slug) as EditableLocation;
    const after = normalisedSettings(wanted[slug], location.today);
    if (sameSettings(location.settings, after)) continue;
    await writeSettings(db, location, after);
    changes[slug] = { before: location.settings, after };
  }
  return changes;
}

/** The settings a location change touched, named under the location ('locations.cbd.special'). */
export const locationPaths = (changes: LocationChanges): string[] =>
  Object.entries(changes).flatMap(([slug, change]) =>
    changedPaths(change.before, change.after).map((path) => `locations.${slug}.${path}`),
  );
