import 'server-only';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { type Staff, staffCan } from '@/staff';
import type { SiteScreen } from './components/site-heading';
import { consoleSite } from './console-site';
import { inboxViewer } from './leads/viewer';
import { settingsAccess } from './settings/site-settings';

/**
 * A site's leads screen for the member: the site, their view of its leads and their screens; else a 404.
 * Asked once per request (the page's title and its body).
 */
export const leadsScreen = cache(async (staff: Staff, slug: string) => {
  const site = await consoleSite(slug);
  if (!site || !staffCan(staff, site, 'leads.read')) notFound();
  const found = await inboxViewer(staff, site);
  if (!found) notFound();
  const screens = siteScreens(staff, site);
  return { consoleSite: site, ...found, screens };
});

/** The screens of a site the member's role opens, in the console's order. */
export function siteScreens(staff: Staff, site: { id: number; slug: string }): SiteScreen[] {
  const screens: SiteScreen[] = [];
  if (staffCan(staff, site, 'leads.read')) screens.push('leads');
  if (staffCan(staff, site, 'stock.read')) screens.push('stock', 'feeds');
  if (staffCan(staff, site, 'payments.read')) screens.push('payments');
  if (staffCan(staff, site, 'reviews.manage')) screens.push('reviews');
  if (settingsAccess(staff, site)) screens.push('settings', 'locations', 'compliance');
  if (staffCan(staff, site, 'reports.view')) screens.push('reports');
  if (staffCan(staff, site, 'content.manage')) screens.push('content');
  if (staffCan(staff, site, 'leads.assign')) screens.push('assignment');
  if (staffCan(staff, site, 'leads.templates')) screens.push('templates');
  if (staffCan(staff, site, 'staff.read')) screens.push('staff');
  if (staffCan(staff, site, 'audit.read')) screens.push('audit');
  return screens;
}
