import 'server-only';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { type Staff, staffAuth } from '@/staff';
import { consoleSite } from './console-site';
import { siteScreens } from './page-leads';
import { settingsAccess, settingsView } from './settings/site-settings';
import { siteTimeZone } from './time-zone';

/**
 * The Settings and Locations screens' start: the site, the member's access to its settings, its live
 * settings, draft and locations, and the site's clock; else a 404. Asked once per request.
 */
export const settingsScreen = cache(async (staff: Staff, slug: string) => {
  const site = await consoleSite(slug);
  const access = site ? settingsAccess(staff, site) : null;
  if (!site || !access) notFound();
  const { db } = await staffAuth();
  const view = await settingsView(db, site, new Date());
  if (!view) notFound();
  return {
    site,
    access,
    view,
    db,
    timeZone: await siteTimeZone(site.slug),
    screens: siteScreens(staff, site),
  };
});
