import { describe, expect, it } from 'vitest';
import { minimalSite, withValue } from '../../tests/helpers/site-document';
import {
  changedPaths,
  checkTemplateDocument,
  mergeConfig,
  resolveSiteDocument,
  SiteDocumentError,
  type TemplateDocument,
  templateChain,
} from './site-documents';

const templates = (...docs: TemplateDocument[]) => new Map(docs.map((doc) => [doc.template, doc]));

/** What a rule refused, as issues; fails the test when it refused nothing. */
function refusal(run: () => unknown): { subject: string; issues: SiteDocumentError['issues'] } {
  try {
    run();
  } catch (error) {
    if (error instanceof SiteDocumentError) return { subject: error.subject, issues: error.issues };
    throw error;
  }
  throw new Error('expected the document to be refused');
}

describe('mergeConfig', () => {
  it.each([
    ['objects merge key by key', { a: { b: 1, c: 2 } }, { a: { c: 3, d: 4 } }, { a: { b: 1, c: 3, d: 4 } }],
    ['arrays replace', { list: [1, 2, 3] }, { list: [4] }, { list: [4] }],
    ['an empty array replaces too', { list: [1] }, { list: [] }, { list: [] }],
    ['scalars replace', { a: 1, b: 'x' }, { b: 'y' }, { a: 1, b: 'y' }],
    ['an object replaces a scalar', { a: 1 }, { a: { b: 2 } }, { a: { b: 2 } }],
    ['nothing keeps the base', { a: 1 }, undefined, { a: 1 }],
    [
      'another mode replaces the object whole',
      { promoPlacement: { mode: 'every', every: 6 } },
      { promoPlacement: { mode: 'random', min: 3, max: 9 } },
      { promoPlacement: { mode: 'random', min: 3, max: 9 } },
    ],
    [
      'the same mode merges',
      { promoPlacement: { mode: 'every', every: 6 } },
      { promoPlacement: { mode: 'every', every: 8 } },
      { promoPlacement: { mode: 'every', every: 8 } },
    ],
  ])('%s', (_, base, override, merged) => {
    expect(mergeConfig(base, override)).toEqual(merged);
  });

  it('leaves both inputs as they were', () => {
    const base = { theme: { brand: '#000000' } };
    const override = { theme: { ink: '#111111' } };
    mergeConfig(base, override);
    expect(base).toEqual({ theme: { brand: '#000000' } });
    expect(override).toEqual({ theme: { ink: '#111111' } });
  });
});

describe('resolveSiteDocument', () => {
  const { theme, copy, tagline: _tagline, ...rest } = minimalSite();
  const general: TemplateDocument = {
    template: 'general',
    theme,
    copy,
    tagline: 'From the general template',
    includeSoldCarsDays: 10,
  };
  const family: TemplateDocument = {
    template: 'family',
    extends: 'general',
    tagline: 'From the family template',
    theme: { brand: '#00ff00' },
  };
  const site = { ...rest, extends: 'family', $schema: '../../docs/site-config.schema.json' };

  it('merges the template chain under the site, the nearest template winning', () => {
    const config = resolveSiteDocument(site, templates(general, family));
    expect(config.includeSoldCarsDays).toBe(10);
    expect(config.tagline).toBe('From the family template');
    expect(config.theme.brand).toBe('#00ff00');
    expect(config.theme.ink).toBe('#1c1c1c');
    expect(resolveSiteDocument({ ...site, tagline: 'Own' }, templates(general, family)).tagline).toBe('Own');
  });

  it('names the site and its template chain', () => {
    expect(templateChain(site, templates(general, family))).toEqual(['family', 'general']);
  });

  it.each([
    [
      'an unknown template',
      { ...site, extends: 'nowhere' },
      { path: 'extends', message: "no template named 'nowhere'" },
    ],
    [
      'a template extending an unknown one',
      { ...site, extends: 'orphan' },
      { path: 'extends', message: "no template named 'missing'" },
    ],
    [
      'a circular chain',
      { ...site, extends: 'loop-a' },
      { path: 'extends', message: "template 'loop-a' extends itself" },
    ],
    [
      'a template name that is not a name',
      { ...site, extends: 'Family Template' },
      { path: 'extends', message: 'expected a name of lowercase letters, digits and dashes' },
    ],
    [
      'a template key in a site',
      { ...site, template: 'family' },
      { path: 'template', message: 'a site document has a slug, not a template name' },
    ],
    [
      'a document that is not an object',
      ['not', 'an', 'object'],
      { path: '(document)', message: 'expected a JSON object' },
    ],
  ])('refuses %s', (_, doc, issue) => {
    const known = templates(
      general,
      family,
      { template: 'orphan', extends: 'missing' },
      { template: 'loop-a', extends: 'loop-b' },
      { template: 'loop-b', extends: 'loop-a' },
    );
    expect(refusal(() => resolveSiteDocument(doc, known)).issues).toEqual([issue]);
  });

  it('takes the slug from the file when the document has none, and refuses one that differs', () => {
    const { slug: _slug, ...withoutSlug } = minimalSite();
    expect(resolveSiteDocument(withoutSlug, new Map(), 'test-motors').slug).toBe('test-motors');
    expect(refusal(() => resolveSiteDocument(minimalSite(), new Map(), 'other-motors')).issues).toEqual([
      { path: 'slug', message: "expected 'other-motors', the site this document is for" },
    ]);
  });

  it('names a field the template chain leaves missing', () => {
    const refused = refusal(() =>
      resolveSiteDocument({ ...rest, extends: 'family' }, templates(family, { template: 'general' })),
    );
    expect(refused.subject).toBe("site 'test-motors'");
    expect(refused.issues).toContainEqual({ path: 'copy', message: 'required' });
  });
});

describe('checkTemplateDocument', () => {
  it.each([
    ['only a few settings', { template: 'partial', forms: { postcodeRequired: true } }],
    ['nothing but its name', { template: 'empty' }],
    ['a schema reference', { $schema: '../../../docs/site-config.schema.json', template: 'referenced' }],
    ['a parent', { template: 'child', extends: 'partial', theme: { brand: '#123456' } }],
  ])('accepts a template with %s: its missing fields are the sites’ to give', (_, doc) => {
    const known = templates({ template: 'partial', forms: { postcodeRequired: true } });
    expect(checkTemplateDocument(doc, known)).toMatchObject(doc);
  });

  it.each([
    ['a wrong-typed field', { theme: { brand: 42 } }, { path: 'theme.brand', message: 'expected text' }],
    [
      'an invalid colour',
      { theme: { brand: 'red' } },
      { path: 'theme.brand', message: 'expected a colour (#rrggbb)' },
    ],
    [
      'a number out of range',
      { includeSoldCarsDays: 61 },
      { path: 'includeSoldCarsDays', message: 'Too big: expected number to be <=60' },
    ],
    ['an unknown field', { theme: { brnd: '#000000' } }, { path: 'theme.brnd', message: 'unknown field' }],
    ['a slug', { slug: 'test-motors' }, { path: 'slug', message: 'a template names no site' }],
  ])('refuses a template with %s', (_, settings, issue) => {
    const refused = refusal(() => checkTemplateDocument({ template: 'broken', ...settings }, new Map()));
    expect(refused.issues).toEqual([issue]);
  });

  it('refuses a template whose name differs from its file’s, or that extends itself', () => {
    expect(refusal(() => checkTemplateDocument({ template: 'a' }, new Map(), 'b')).issues).toEqual([
      { path: 'template', message: "expected 'b', the template this document is for" },
    ]);
    expect(refusal(() => checkTemplateDocument({ template: 'a', extends: 'a' }, new Map())).issues).toEqual([
      { path: 'extends', message: "template 'a' extends itself" },
    ]);
  });

  it('refuses a template whose parent sets a bad value, as part of the whole', () => {
    const parent = { template: 'parent', theme: { brand: 'red' } };
    expect(
      refusal(() => checkTemplateDocument({ template: 'child', extends: 'parent' }, templates(parent)))
        .issues,
    ).toEqual([{ path: 'theme.brand', message: 'expected a colour (#rrggbb)' }]);
  });
});

describe('changedPaths', () => {
  const before = withValue(withValue(minimalSite(), 'theme.brand', '#000000'), 'stockFilter.usedOnly', false);
  it.each([
    ['nothing', before, []],
    ['a nested value', withValue(before, 'theme.brand', '#ffffff'), ['theme.brand']],
    ['a list, as a whole', withValue(before, 'buttons.card', ['enquire', 'finance']), ['buttons.card']],
    ['an added field', withValue(before, 'features.compare', true), ['features.compare']],
    [
      'several fields, in order',
      withValue(withValue(before, 'tagline', 'New'), 'stockFilter.usedOnly', true),
      ['stockFilter.usedOnly', 'tagline'],
    ],
  ])('finds %s', (_, after, paths) => {
    expect(changedPaths(before, after)).toEqual(paths);
  });

  it('names a removed field, and a whole document replaced by something else', () => {
    const { tagline: _tagline, ...without } = before;
    expect(changedPaths(before, without)).toEqual(['tagline']);
    expect(changedPaths(before, null)).toEqual(['(document)']);
  });
});
