import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as getTemplate, PUT as putTemplate } from '../src/app/api/admin/site-templates/[name]/route';
import { POST as rollback } from '../src/app/api/admin/sites/[slug]/rollback/route';
import { GET as getSite, PUT as putSite } from '../src/app/api/admin/sites/[slug]/route';
import { GET as versions } from '../src/app/api/admin/sites/[slug]/versions/route';
import { GET as listSites } from '../src/app/api/admin/sites/route';
import { setDbHandleForTests } from '../src/db';
import { platformKey } from '../src/lib/platform-key';
import { resolveSiteDocument } from '../src/tenancy/site-documents';
import { readSiteFiles, templatesOf } from '../src/tenancy/site-files';
import { createTestDb } from '../tests/helpers/test-db';
import { createSiteClient, directClient, httpClient, type SiteClient } from './site-client';

// The `site` command's verbs over both ways in: straight to the database, and through the admin API's
// handlers (called in-process for the server the command would reach).

let handle: Awaited<ReturnType<typeof createTestDb>>;
const files = readSiteFiles();
const template = files.templates[0].document;
const coastal = files.sites.find((file) => file.document.slug === 'coastal-toyota')?.document as Record<
  string,
  unknown
>;
const documents: Record<string, unknown> = {
  'template.json': template,
  'harbour.json': {
    ...coastal,
    slug: 'harbour-motors',
    name: 'Harbour Motors',
    hostnames: [],
    dealerships: ['harbour-motors'],
  },
  'harbour-renamed.json': {
    ...coastal,
    slug: 'harbour-motors',
    name: 'Harbour Motors Group',
    hostnames: [],
    dealerships: ['harbour-motors'],
  },
  'harbour-bad.json': { ...coastal, slug: 'harbour-motors', similarCarsPageSize: 0, dealerships: [] },
};

/** Routes the admin API's paths to its handlers, as a server would. */
const serverFetch: typeof fetch = async (input, init) => {
  const request = new Request(input as URL, init);
  const parts = new URL(request.url).pathname.split('/').slice(3);
  const params = (value: Record<string, string>) => ({ params: Promise.resolve(value) });
  if (parts[0] === 'site-templates')
    return (request.method === 'PUT' ? putTemplate : getTemplate)(request, params({ name: parts[1] }));
  if (parts.length === 1) return listSites(request);
  if (parts[2] === 'versions') return versions(request, params({ slug: parts[1] }));
  if (parts[2] === 'rollback') return rollback(request, params({ slug: parts[1] }));
  return (request.method === 'PUT' ? putSite : getSite)(request, params({ slug: parts[1] }));
};

beforeAll(async () => {
  handle = await createTestDb();
  setDbHandleForTests(handle);
});
afterAll(async () => handle?.drop());

const ways: [string, () => Promise<SiteClient>][] = [
  ['straight to the database', () => directClient(undefined, handle)],
  ['through the admin API', async () => httpClient('http://127.0.0.1:3000', platformKey(), serverFetch)],
];

describe.each(ways)('the site command %s', (way, connect) => {
  const options = (extra: Partial<{ resolved: boolean; template: string }> = {}) => ({
    by: way,
    resolved: false,
    readFile: (file: string) => structuredClone(documents[file]),
    ...extra,
  });

  it('puts a template, then a site that extends it, then the same site unchanged', async () => {
    const site = createSiteClient(await connect());
    const first = await site.run('put', ['template.json'], options());
    expect(first.output).toMatch(
      /^Template 'standard-dealer' (created: version 1|is unchanged \(version 1\))\.$/,
    );
    const created = await site.run('put', ['harbour.json'], options());
    expect(created).toMatchObject({ ok: true });
    expect(created.output).toMatch(/^Site 'harbour-motors' (created|is unchanged)/);
    const again = await site.run('put', ['harbour.json'], options());
    expect(again.output).toMatch(/^Site 'harbour-motors' is unchanged \(version \d+\)\.$/);
  });

  it('refuses a bad document, prints every bad field and exits 1', async () => {
    const site = createSiteClient(await connect());
    const refused = await site.run('put', ['harbour-bad.json'], options());
    expect(refused.ok).toBe(false);
    expect(refused.usage).toBeUndefined();
    expect(refused.output.split('\n')).toEqual([
      'Refused; nothing was changed:',
      expect.stringMatching(/^ {2}dealerships: /),
      expect.stringMatching(/^ {2}similarCarsPageSize: /),
    ]);
  });

  it('changes, lists, shows history in the site’s time and rolls back', async () => {
    const site = createSiteClient(await connect());
    const changed = await site.run('put', ['harbour-renamed.json'], options());
    expect(changed.output).toMatch(/^Site 'harbour-motors' changed: version \d+\.\nChanged: name$/);
    const list = await site.run('list', [], options());
    expect(list.output).toMatch(/^harbour-motors +v\d+ +Harbour Motors Group/m);
    const history = await site.run('history', ['harbour-motors'], options());
    const lines = history.output.split('\n');
    expect(lines[0]).toBe('Times in Australia/Brisbane.');
    expect(lines[1]).toMatch(
      new RegExp(`^v\\d+  \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d  (command|api) \\(${way}\\)  name$`),
    );
    const back = await site.run('rollback', ['harbour-motors', '1'], options());
    expect(back.output).toContain('Changed: name');
    const document = await site.run('get', ['harbour-motors'], options());
    expect(JSON.parse(document.output).name).toBe('Harbour Motors');
    const resolved = await site.run('get', ['harbour-motors'], options({ resolved: true }));
    expect(JSON.parse(resolved.output).footer.columns.length).toBeGreaterThan(0);
    const templateDocument = await site.run('get', [], options({ template: 'standard-dealer' }));
    expect(JSON.parse(templateDocument.output).template).toBe('standard-dealer');
  });

  it.each([
    ['get', ['nobody'], 'Error: No site'],
    ['history', ['nobody'], 'Error: No site'],
    ['rollback', ['harbour-motors', '99'], "Error: Site 'harbour-motors' has no version 99"],
  ])('%s %j says what is missing', async (command, args, message) => {
    const outcome = await createSiteClient(await connect()).run(command, args, options());
    expect(outcome.ok).toBe(false);
    expect(outcome.output).toContain(message);
  });

  it.each([
    ['rollback', ['harbour-motors', 'one']],
    ['put', []],
    ['history', []],
    ['frobnicate', []],
  ])('%s %j is a usage error', async (command, args) => {
    const outcome = await createSiteClient(await connect()).run(command, args, options());
    expect(outcome).toMatchObject({ ok: false, usage: true });
  });
});

describe('the site command through the admin API', () => {
  it('is refused without the platform key, storing nothing', async () => {
    const client = httpClient('http://127.0.0.1:3000', 'not-the-key', serverFetch);
    const outcome = await createSiteClient(client).run('put', ['harbour.json'], {
      by: 'x',
      resolved: false,
      readFile: () => ({ ...(documents['harbour.json'] as object), name: 'Intruder Motors' }),
    });
    expect(outcome.output).toBe('Error: Invalid or missing platform key');
    const site = await createSiteClient(await directClient(undefined, handle)).run(
      'get',
      ['harbour-motors'],
      {
        by: 'x',
        resolved: false,
        readFile: () => null,
      },
    );
    expect(JSON.parse(site.output).name).not.toBe('Intruder Motors');
  });

  it('says so when no server answers', async () => {
    const client = httpClient('http://127.0.0.1:1', platformKey());
    const outcome = await createSiteClient(client).run('list', [], {
      by: 'x',
      resolved: false,
      readFile: () => null,
    });
    expect(outcome.output).toMatch(/^Error: No server answers at http:\/\/127\.0\.0\.1:1/);
  });
});

it('the shipped documents are valid JSON files', () => {
  expect(files.unreadable).toEqual([]);
  for (const file of [...files.sites, ...files.templates]) expect(fs.existsSync(file.file)).toBe(true);
});

it('the README’s example dealer is a complete site over the shipped template', () => {
  const example = JSON.parse(fs.readFileSync('docs/examples/riverbend-auto.json', 'utf8'));
  const config = resolveSiteDocument(example, templatesOf(files));
  expect(config).toMatchObject({ slug: 'riverbend-auto', name: 'Riverbend Auto' });
  expect(config.footer.columns.length).toBeGreaterThan(0);
});
