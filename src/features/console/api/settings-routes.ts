import 'server-only';
import { ComplianceError } from '@/compliance/check';
import { RULES } from '@/compliance/rules';
import { CONTENT_IMAGE_SIZE, LOGO_IMAGE_SIZE } from '@/content/image-names';
import { storeContentImage } from '@/content/images';
import { clientAddress } from '@/lib/client-address';
import { fieldError, jsonError, readValidJson } from '@/lib/http';
import { consoleRoute, isPlatformAdmin } from '@/staff';
import { SiteDocumentError } from '@/tenancy/site-documents';
import { SettingNotYoursError, StaleDraftError } from '@/tenancy/site-drafts';
import { NotFoundError, SiteExistsError } from '@/tenancy/site-store';
import { contentImageMessage } from '../content/image-messages';
import { NewSiteRequest } from '../settings/new-site';
import {
  createSite,
  discardSettingsDraft,
  publishSettings,
  rollbackSettings,
  saveSettingsDraft,
  settingsAccess,
  settingsView,
  siteHistory,
} from '../settings/site-settings';
import { readImageUpload } from './image-upload';
import { SettingsDraftRequest, SettingsRollbackRequest } from './settings-schemas';
import { consoleSiteRoute, NOT_ALLOWED, NOT_FOUND } from './site-route';

// The Settings screen's calls: the site's settings and locations as a draft, its publishing, discarding
// and history, and a rollback (owners). Every setting is checked as the command line and the admin API
// check it, whole: a bad value is refused naming its field and nothing is kept.

const refused = (error: unknown): Response => {
  if (error instanceof ComplianceError)
    return jsonError(
      422,
      'The compliance check refused the publish: fix each error it names, then publish again.',
      error.breaches.map((b) => ({
        field: b.where,
        message: `${RULES[b.rule].title} (${b.rule}): ${b.message}`,
      })),
    );
  if (error instanceof SettingNotYoursError)
    return jsonError(
      403,
      error.message,
      error.issues.map((i) => ({ field: i.path, message: i.message })),
    );
  if (error instanceof SiteDocumentError)
    return jsonError(
      400,
      error.message,
      error.issues.map((i) => ({ field: i.path, message: i.message })),
    );
  if (error instanceof StaleDraftError) return jsonError(409, error.message);
  if (error instanceof NotFoundError) return jsonError(404, error.message);
  if (error instanceof SiteExistsError) return fieldError('slug', error.message, 409);
  throw error;
};

const actorOf = (request: Request, staff: { id: string; email: string }) => ({
  id: staff.id,
  email: staff.email,
  ip: clientAddress(request),
});

// GET /api/console/sites/{site}/settings → { version, document, config, draft, locations }.
export const settingsRoute = consoleSiteRoute('settings.managed', async (_request, staff, db, site) => {
  if (!settingsAccess(staff, site)) return jsonError(403, NOT_ALLOWED);
  const view = await settingsView(db, site, new Date());
  return view ? Response.json(view) : jsonError(404, NOT_FOUND);
});

// PUT /api/console/sites/{site}/settings/draft { document, locations } → { draft }.
export const saveDraftRoute = consoleSiteRoute('settings.managed', async (request, staff, db, site) => {
  const access = settingsAccess(staff, site);
  if (!access) return jsonError(403, NOT_ALLOWED);
  const body = await readValidJson(request, SettingsDraftRequest);
  if (body instanceof Response) return body;
  try {
    const draft = await saveSettingsDraft(db, site, access, body, actorOf(request, staff), new Date());
    return Response.json({ draft });
  } catch (error) {
    return refused(error);
  }
});

// DELETE /api/console/sites/{site}/settings/draft → { discarded }.
export const discardDraftRoute = consoleSiteRoute('settings.managed', async (request, staff, db, site) => {
  if (!settingsAccess(staff, site)) return jsonError(403, NOT_ALLOWED);
  return Response.json({ discarded: await discardSettingsDraft(db, site, actorOf(request, staff)) });
});

// POST /api/console/sites/{site}/settings/publish → { version, changes }; 404 without a draft, 409 when stale.
export const publishRoute = consoleSiteRoute('settings.managed', async (request, staff, db, site) => {
  if (!settingsAccess(staff, site)) return jsonError(403, NOT_ALLOWED);
  try {
    const change = await publishSettings(db, site, actorOf(request, staff), new Date());
    return change ? Response.json(change) : jsonError(404, 'There is no draft to publish.');
  } catch (error) {
    return refused(error);
  }
});

// GET /api/console/sites/{site}/settings/history → { versions: [{ version, changedAt, changedBy, diff }] }.
export const historyRoute = consoleSiteRoute('settings.managed', async (_request, staff, db, site) => {
  if (!settingsAccess(staff, site)) return jsonError(403, NOT_ALLOWED);
  return Response.json({ versions: await siteHistory(db, site.slug) });
});

// POST /api/console/sites/{site}/settings/rollback { version } → { version, changes } (owners).
export const rollbackRoute = consoleSiteRoute('settings.edit', async (request, staff, db, site) => {
  if (settingsAccess(staff, site) !== 'all') return jsonError(403, NOT_ALLOWED);
  const body = await readValidJson(request, SettingsRollbackRequest);
  if (body instanceof Response) return body;
  try {
    return Response.json(await rollbackSettings(db, site, body.version, actorOf(request, staff)));
  } catch (error) {
    return refused(error);
  }
});

// POST /api/console/sites { slug, name, template, siteType, tagline, address, salesPhone, dealerships, brand }
// → 201 { slug, version } (platform admins): a new site from a template, live at once.
export const createSiteRoute = consoleRoute(async (request, staff, db) => {
  if (!isPlatformAdmin(staff)) return jsonError(403, NOT_ALLOWED);
  const body = await readValidJson(request, NewSiteRequest);
  if (body instanceof Response) return body;
  try {
    const change = await createSite(db, body, actorOf(request, staff));
    return Response.json({ slug: change.slug, version: change.version }, { status: 201 });
  } catch (error) {
    return refused(error);
  }
});

// POST /api/console/sites/{site}/settings/images, multipart `image` and `purpose` (logo | location)
// → 201 { url, width, height }: kept in the media storage, shown on the site once a draft naming it is published.
export const settingsImageRoute = consoleSiteRoute('settings.managed', async (request, staff, _db, site) => {
  if (!settingsAccess(staff, site)) return jsonError(403, NOT_ALLOWED);
  const upload = await readImageUpload(request);
  if (upload instanceof Response) return upload;
  const purpose = upload.form.get('purpose');
  if (purpose !== 'logo' && purpose !== 'location')
    return fieldError('purpose', "expected 'logo' or 'location'");
  const outcome = await storeContentImage(
    site.id,
    upload.bytes,
    purpose === 'logo' ? LOGO_IMAGE_SIZE : CONTENT_IMAGE_SIZE,
  );
  if (!outcome.ok) return fieldError('image', contentImageMessage(outcome.reason, outcome.kinds));
  const { ok: _ok, ...stored } = outcome;
  return Response.json(stored, { status: 201 });
});
