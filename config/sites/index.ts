import { mergeConfig, type SiteFile, type SiteTemplate } from '../../src/tenancy/site-config';
import { carzone } from './carzone';
import { coastalToyota } from './coastal-toyota';
import { outbackRv } from './outback-rv';
import { summitMotorGroup } from './summit-motor-group';
import { standardDealer } from './templates/standard-dealer';

// The demo tenants. A new site is one file here and one entry below; no code changes.
export const siteTemplates: Record<string, SiteTemplate> = { 'standard-dealer': standardDealer };
export const siteFiles: SiteFile[] = [coastalToyota, carzone, summitMotorGroup, outbackRv];

/** A site file with its template merged underneath (still unvalidated input). */
export function resolveSiteFile(file: SiteFile): unknown {
  const { extends: templateName, ...own } = file;
  if (!templateName) return own;
  const template = siteTemplates[templateName];
  if (!template) throw new Error(`Site '${file.slug}' extends unknown template '${templateName}'`);
  return mergeConfig(template, own);
}

/** Host name → site slug, for the proxy: no database read on the request path. */
export const hostMap: Record<string, string> = Object.fromEntries(
  siteFiles.flatMap((file) => (file.hostnames ?? []).map((host) => [host, file.slug as string])),
);
export const siteSlugs: string[] = siteFiles.map((file) => file.slug as string);
