import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMIN_CALLS } from './admin-calls';
import { API_MATRIX } from './api-matrix';
import { CONSOLE_MATRIX } from './console-matrix';
import { PAGE_MATRIX } from './page-matrix';

// A new route cannot skip the isolation matrix: every method of every route file under src/app/api is a
// row of the API matrix, a call of the admin credentials table, or exempt below with the reason it reaches
// no tenant's record by an id it is given. Every page under src/app/sites/[site] with a further [param] is
// a row of the page matrix or exempt below. An exemption of a route that is gone, or that has a row, fails.

const API_EXEMPT: Record<string, string> = {
  // Take no id: they act on the signed-in shopper of this site, found by the session cookie, which the
  // credentials tests show is no use on another site.
  'GET account': 'the signed-in shopper’s own account, which is theirs across sites',
  'DELETE account': 'the signed-in shopper’s own account, which is theirs across sites',
  'POST auth/send-code': 'takes a mobile number, no id',
  'GET auth/session': 'takes no id; the credentials tests cover another site’s session',
  'POST auth/sign-out': 'takes no id: ends the session it is sent with',
  'POST auth/verify-code': 'takes a mobile number and code, no id; the session it makes is this site’s',
  'POST rate-limit': 'takes a mobile number, no id',
  'GET check-if-contact-exists': 'takes a mobile number, no id',
  'POST garage/add-vehicle': 'creates the shopper’s own vehicle on this site; takes no id',
  'POST saved-searches': 'saves a results page of this site; takes no id',
  'POST online-payments': 'takes the dealer’s free-text reference, no id; the payment is this site’s',
  'POST youx/quote': 'a quote from the loan figures given; reads no tenant record',
  'POST youx/create-customer': 'sends the applicant given to the lender; reads no tenant record',
  'POST trade-in/rego': 'looks a plate up in the platform’s rego register, shared by every site',
  'GET trade-in/variants': 'badges and series of a make and model across the catalogue, shared by every site',
  // Outside the tenants.
  'POST admin/stock':
    'the key names its dealership: the credentials tests show another site’s key changes none of this site’s cars',
  'POST payments/webhook': 'the payment provider’s signed events; no tenant sends them',
  'GET openapi.json': 'the API’s description, the same for every site; reads no tenant record',
  // The dealer console: the staff member is found by the session cookie (its host only), and these take
  // no site or id of a tenant.
  'POST console/sign-in': 'takes an email and password; the session it makes is the member’s own',
  'POST console/sign-in/second-factor': 'takes a code for the sign-in its own cookie started',
  'POST console/sign-out': 'ends the session it is sent with',
  'POST console/invitations/accept':
    'takes an unguessable invitation token, which names its own site and role',
  'POST console/password/forgot': 'takes an email; answers the same whether or not it has an account',
  'POST console/password/reset': 'takes an unguessable reset token, which names its own account',
  'POST console/two-factor/enable': 'the signed-in member’s own second factor',
  'POST console/two-factor/confirm': 'the signed-in member’s own second factor',
  'GET console/sessions': 'the signed-in member’s own sessions',
  'POST console/sessions/sign-out-everywhere': 'the signed-in member’s own sessions',
  'POST console/away': 'the signed-in member’s own availability for new leads',
  'GET partner/stock':
    'a partner key opens its own site only; another site’s key is refused (401) in src/app/api/partner/stock/route.test.ts',
  'POST console/sites': 'a new site, made by a platform admin; it names no site that exists',
  'POST console/weekly-summary': 'the signed-in member’s own choice of the weekly summary email',
  'GET test-payments/[sessionId]':
    'the test provider’s hosted page (as Stripe’s), reached by the unguessable session id the shopper is sent to',
  'POST test-payments/[sessionId]':
    'the test provider’s hosted page (as Stripe’s), reached by the unguessable session id the shopper is sent to',
};

const PAGE_EXEMPT: Record<string, string> = {
  'our-location/[locationSlug]': 'a permanent redirect to locations/[slug], which is a row',
  'blog/[category]': 'the site’s own articles of a category, listed by site id',
  'search/[[...segments]]':
    'the site’s stock narrowed by the path, through the search rows of the API matrix',
  'used-car/[[...segments]]':
    'the site’s stock narrowed by the path, through the search rows of the API matrix',
  '[brandslug]/overview': 'a brand of the site, found by site id and slug (brandBySlug)',
  '[brandslug]/my-garage': 'a brand of the site, found by site id and slug (brandBySlug)',
};

const ROOT = path.resolve(__dirname, '../..');
const API_DIR = path.join(ROOT, 'src/app/api');
const SITE_DIR = path.join(ROOT, 'src/app/sites/[site]');
const METHOD = /export\s+(?:const|async\s+function|function)\s+(GET|POST|PUT|PATCH|DELETE)\b/g;

function filesNamed(dir: string, name: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => path.basename(file) === name);
}

/** 'METHOD route' for every handler a route file exports, the route as its folder under src/app/api. */
function apiHandlers(): string[] {
  return filesNamed(API_DIR, 'route.ts').flatMap((file) => {
    const route = path.dirname(file).split(path.sep).join('/');
    const source = fs.readFileSync(path.join(API_DIR, file), 'utf8');
    return [...source.matchAll(METHOD)].map((match) => `${match[1]} ${route}`);
  });
}

function pagesWithParams(): string[] {
  return filesNamed(SITE_DIR, 'page.tsx')
    .map((file) => path.dirname(file).split(path.sep).join('/'))
    .filter((page) => page.includes('['));
}

describe('the isolation matrix covers every route and page', () => {
  const covered = new Set([
    ...API_MATRIX.map((row) => `${row.method} ${row.route}`),
    ...ADMIN_CALLS.map((call) => `${call.method} ${call.route}`),
    ...CONSOLE_MATRIX.map((row) => `${row.method} ${row.route}`),
  ]);
  const handlers = apiHandlers();

  it('finds the route files', () => {
    expect(handlers.length).toBeGreaterThan(50);
  });

  it('has a row or an exemption for every method of every API route', () => {
    expect(handlers.filter((handler) => !covered.has(handler) && !(handler in API_EXEMPT))).toEqual([]);
  });

  it('has rows only for routes that exist, and no exemption of a route with a row or of none', () => {
    expect([...covered].filter((handler) => !handlers.includes(handler))).toEqual([]);
    expect(
      Object.keys(API_EXEMPT).filter((handler) => !handlers.includes(handler) || covered.has(handler)),
    ).toEqual([]);
  });

  it('has a row or an exemption for every page that takes a slug or an id', () => {
    const rows = new Set(PAGE_MATRIX.map((row) => row.page));
    const pages = pagesWithParams();
    expect(pages.filter((page) => !rows.has(page) && !(page in PAGE_EXEMPT))).toEqual([]);
    expect(Object.keys(PAGE_EXEMPT).filter((page) => !pages.includes(page) || rows.has(page))).toEqual([]);
  });
});
