import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isPlainObject } from '../lib/is-plain-object';
import { SiteConfigSchema } from './site-config';
import {
  type JsonSchema,
  SITE_CONFIG_SCHEMA_FILE,
  siteConfigJsonSchema,
  siteConfigJsonSchemaText,
} from './site-config-json-schema';
import { resolveSiteDocument } from './site-documents';
import { readSiteFiles } from './site-files';

const schema = siteConfigJsonSchema();
const files = readSiteFiles();
const riverbend = JSON.parse(fs.readFileSync('docs/examples/riverbend-auto.json', 'utf8')) as JsonSchema;

const asSchema = (value: unknown): JsonSchema => (isPlainObject(value) ? value : {});
const list = (value: unknown): JsonSchema[] => (Array.isArray(value) ? value.map(asSchema) : []);

type Node = { at: string; node: JsonSchema; property: boolean };

/** A schema and every schema under it (properties, items, branches), each with its dotted path. */
function walk(node: JsonSchema, at = '', property = false): Node[] {
  const properties = Object.entries(asSchema(node.properties)).flatMap(([name, child]) =>
    walk(asSchema(child), at ? `${at}.${name}` : name, true),
  );
  const items = node.items ? walk(asSchema(node.items), `${at}[]`) : [];
  const branches = [...list(node.anyOf), ...list(node.oneOf)].flatMap((branch) => walk(branch, at));
  return [{ at, node, property }, ...properties, ...items, ...branches];
}

/** The fields of a document the schema does not know, as dotted paths. */
function unknownFields(value: unknown, node: JsonSchema, at = ''): string[] {
  const branches = [node, ...list(node.anyOf), ...list(node.oneOf)];
  if (Array.isArray(value)) {
    const items = branches.find((branch) => branch.items)?.items;
    return items
      ? value.flatMap((item, index) => unknownFields(item, asSchema(items), `${at}.${index}`))
      : [];
  }
  if (!isPlainObject(value)) return [];
  const properties: JsonSchema = Object.assign({}, ...branches.map((branch) => asSchema(branch.properties)));
  return Object.entries(value).flatMap(([key, field]) => {
    const fieldAt = at ? `${at}.${key}` : key;
    return key in properties ? unknownFields(field, asSchema(properties[key]), fieldAt) : [fieldAt];
  });
}

describe('the published site document schema', () => {
  it('is the one checked in (else run npm run site-schema)', () => {
    expect(fs.readFileSync(SITE_CONFIG_SCHEMA_FILE, 'utf8')).toBe(siteConfigJsonSchemaText());
  });

  it('has a title and a description, and knows the document keys', () => {
    expect(schema.title).toBeTruthy();
    expect(schema.description).toBeTruthy();
    expect(Object.keys(asSchema(schema.properties)).slice(0, 3)).toEqual(['$schema', 'extends', 'template']);
  });

  it('describes every property at every depth', () => {
    const properties = walk(schema).filter(({ property }) => property);
    expect(properties.map(({ at }) => at)).toEqual(
      expect.arrayContaining([
        'header.menu[].children[].href',
        'carPage.certifiedProgrammes[].benefits',
        'socialUrls.facebook',
        'promoPlacement.positions',
      ]),
    );
    const undescribed = properties
      .filter(({ node }) => typeof node.description !== 'string' || node.description.trim() === '')
      .map(({ at }) => at);
    expect(undescribed).toEqual([]);
  });

  it('requires nothing of a field, and refuses unknown fields in every object', () => {
    const nodes = walk(schema).map(({ node }) => node);
    expect(nodes.filter((node) => 'required' in node)).toEqual([]);
    const objects = nodes.filter((node) => node.type === 'object');
    expect(objects.length).toBeGreaterThan(20);
    expect(objects.filter((node) => node.additionalProperties !== false)).toEqual([]);
  });

  it('asks of a site that extends nothing what the platform asks, and nothing more', () => {
    const refused = SiteConfigSchema.safeParse({});
    const missing = refused.success ? [] : refused.error.issues.map((issue) => String(issue.path[0]));
    expect(asSchema(schema.if)).toEqual({
      not: { anyOf: [{ required: ['extends'] }, { required: ['template'] }] },
    });
    expect(asSchema(schema.then).required).toEqual(missing);
    expect(missing).not.toContain('features');
    expect(missing).not.toContain('stockFilter');
  });

  it('takes a site that extends a template and leaves out the settings with defaults', () => {
    const { features: _features, stockFilter: _stockFilter, ...rest } = riverbend;
    const templates = new Map(files.templates.map(({ document }) => [document.template, document]));
    const config = resolveSiteDocument(rest, templates);
    expect(config.features).toEqual(SiteConfigSchema.shape.features.parse(undefined));
    expect(config.stockFilter).toEqual(SiteConfigSchema.shape.stockFilter.parse(undefined));
  });

  it('finds a misspelt field', () => {
    const doc = {
      theme: { brnd: '#000000' },
      header: { menu: [{ label: 'Home', href: '/', target: '_blank' }] },
    };
    expect(unknownFields(doc, schema)).toEqual(['theme.brnd', 'header.menu.0.target']);
  });

  it.each([...files.templates, ...files.sites].map(({ file, document }) => [file, document] as const))(
    '%s uses only fields the schema knows, and names the schema',
    (file, document) => {
      expect(unknownFields(document, schema)).toEqual([]);
      expect(path.resolve(path.dirname(file), String(document.$schema))).toBe(
        path.resolve(SITE_CONFIG_SCHEMA_FILE),
      );
    },
  );
});
