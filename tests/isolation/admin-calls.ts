import { PUT as putTemplate, GET as readTemplate } from '../../src/app/api/admin/site-templates/[name]/route';
import { GET as compliance } from '../../src/app/api/admin/sites/[slug]/compliance/route';
import {
  DELETE as deleteContent,
  GET as getContent,
  PUT as putContent,
} from '../../src/app/api/admin/sites/[slug]/content/[...path]/route';
import { GET as listContent } from '../../src/app/api/admin/sites/[slug]/content/route';
import { POST as rollback } from '../../src/app/api/admin/sites/[slug]/rollback/route';
import { PUT as putSite, GET as readSite } from '../../src/app/api/admin/sites/[slug]/route';
import { GET as versions } from '../../src/app/api/admin/sites/[slug]/versions/route';
import { GET as listSites } from '../../src/app/api/admin/sites/route';
import { POST as disableStaff } from '../../src/app/api/admin/staff/disable/route';
import { POST as inviteStaff } from '../../src/app/api/admin/staff/invitations/route';
import { GET as listStaff } from '../../src/app/api/admin/staff/route';
import type { Method } from './api-matrix';
import type { Handler } from './calls';

// The platform's admin API, outside every tenant: its key is the platform operator's. Each call is made
// against site B with each of site A's credentials (none, its shopper's session, its stock-feed key) and
// must be refused, changing nothing.

export type AdminCall = {
  route: string;
  method: Method;
  handler: Handler;
  params: (b: string) => Record<string, string | string[]>;
};

export const ADMIN_CALLS: AdminCall[] = [
  { route: 'admin/sites', method: 'GET', handler: listSites, params: () => ({}) },
  { route: 'admin/sites/[slug]', method: 'GET', handler: readSite, params: (slug) => ({ slug }) },
  { route: 'admin/sites/[slug]', method: 'PUT', handler: putSite, params: (slug) => ({ slug }) },
  { route: 'admin/sites/[slug]/versions', method: 'GET', handler: versions, params: (slug) => ({ slug }) },
  { route: 'admin/sites/[slug]/rollback', method: 'POST', handler: rollback, params: (slug) => ({ slug }) },
  {
    route: 'admin/sites/[slug]/compliance',
    method: 'GET',
    handler: compliance,
    params: (slug) => ({ slug }),
  },
  { route: 'admin/sites/[slug]/content', method: 'GET', handler: listContent, params: (slug) => ({ slug }) },
  ...(
    [
      ['GET', getContent],
      ['PUT', putContent],
      ['DELETE', deleteContent],
    ] as const
  ).map(
    ([method, handler]): AdminCall => ({
      route: 'admin/sites/[slug]/content/[...path]',
      method,
      handler,
      params: (slug) => ({ slug, path: ['about-us'] }),
    }),
  ),
  { route: 'admin/staff', method: 'GET', handler: listStaff, params: () => ({}) },
  { route: 'admin/staff/invitations', method: 'POST', handler: inviteStaff, params: () => ({}) },
  { route: 'admin/staff/disable', method: 'POST', handler: disableStaff, params: () => ({}) },
  {
    route: 'admin/site-templates/[name]',
    method: 'GET',
    handler: readTemplate,
    params: () => ({ name: 'toyota' }),
  },
  {
    route: 'admin/site-templates/[name]',
    method: 'PUT',
    handler: putTemplate,
    params: () => ({ name: 'toyota' }),
  },
];
