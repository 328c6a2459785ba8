import type { z } from 'zod';
import { isPlainObject } from '../lib/is-plain-object';
import { type SiteConfig, SiteConfigSchema, siteConfigErrorMap } from './site-config';

// A site is a JSON document: its own settings over a named template's (a site family, type or group),
// which may itself extend another template. These are the pure rules for reading such documents; storing
// them, with versions, is site-store.ts.

/** Keys a document may carry besides the site's settings. */
const DOCUMENT_KEYS = ['$schema', 'extends', 'template'] as const;
/** A template's name, as `template` and `extends` give it. */
export const NAME = /^[a-z0-9-]{1,64}$/;
const MAX_TEMPLATE_DEPTH = 8;

export type TemplateDocument = Record<string, unknown> & { template: string; extends?: string };
export type SiteDocument = Record<string, unknown> & { slug: string; extends?: string };
export type Templates = ReadonlyMap<string, TemplateDocument>;

export type ConfigIssue = { path: string; message: string };

/** A refused document, with every bad field named by its path. */
export class SiteDocumentError extends Error {
  constructor(
    readonly subject: string,
    readonly issues: ConfigIssue[],
  ) {
    super(`Invalid ${subject}: ${issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ')}`);
  }
}

/**
 * Objects merge key by key; arrays and scalars from the override replace the base's. An object naming a
 * different `mode` (promoPlacement's shapes) is another shape altogether, so it replaces the base whole.
 */
export function mergeConfig<T>(base: T, override: unknown): T {
  if (!isPlainObject(base) || !isPlainObject(override) || ('mode' in override && override.mode !== base.mode))
    return (override === undefined ? base : override) as T;
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(override)) {
    out[key] = key in out ? mergeConfig(out[key], value) : value;
  }
  return out as T;
}

const withoutDocumentKeys = (doc: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(doc).filter(([key]) => !(DOCUMENT_KEYS as readonly string[]).includes(key)),
  );

function nameIssue(path: string, value: unknown): ConfigIssue[] {
  if (value === undefined) return [];
  return typeof value === 'string' && NAME.test(value)
    ? []
    : [{ path, message: 'expected a name of lowercase letters, digits and dashes' }];
}

/** The settings a template chain gives, most general first; names the first missing or circular link. */
function templateSettings(name: string, templates: Templates, path = 'extends'): Record<string, unknown> {
  const chain: TemplateDocument[] = [];
  let next: string | undefined = name;
  while (next !== undefined) {
    const template = templates.get(next);
    if (!template)
      throw new SiteDocumentError('document', [{ path, message: `no template named '${next}'` }]);
    if (chain.includes(template) || chain.length >= MAX_TEMPLATE_DEPTH)
      throw new SiteDocumentError('document', [{ path, message: `template '${name}' extends itself` }]);
    chain.push(template);
    next = template.extends;
  }
  return chain.reverse().reduce((merged, template) => mergeConfig(merged, withoutDocumentKeys(template)), {});
}

/** The issues zod found, one line per bad field ('theme.brand: expected a colour'). */
export function configIssues(issues: readonly z.core.$ZodIssue[]): ConfigIssue[] {
  return issues.flatMap((issue) => {
    const at = issue.path.map(String);
    if (issue.code === 'unrecognized_keys')
      return issue.keys.map((key) => ({ path: [...at, key].join('.'), message: 'unknown field' }));
    return [{ path: at.join('.') || '(document)', message: issue.message }];
  });
}

const valueAt = (doc: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>(
    (value, key) =>
      isPlainObject(value) || Array.isArray(value) ? (value as Record<PropertyKey, unknown>)[key] : undefined,
    doc,
  );

/** Reads a site document: its template chain merged underneath, then the whole validated. */
export function resolveSiteDocument(raw: unknown, templates: Templates, expectedSlug?: string): SiteConfig {
  if (!isPlainObject(raw))
    throw new SiteDocumentError('site', [{ path: '(document)', message: 'expected a JSON object' }]);
  const issues = [
    ...nameIssue('extends', raw.extends),
    ...(raw.template !== undefined
      ? [{ path: 'template', message: 'a site document has a slug, not a template name' }]
      : []),
    ...(expectedSlug !== undefined && raw.slug !== undefined && raw.slug !== expectedSlug
      ? [{ path: 'slug', message: `expected '${expectedSlug}', the site this document is for` }]
      : []),
  ];
  if (issues.length) throw new SiteDocumentError(`site '${String(raw.slug ?? expectedSlug)}'`, issues);
  const own = withoutDocumentKeys({ ...raw, slug: raw.slug ?? expectedSlug });
  const merged =
    typeof raw.extends === 'string' ? mergeConfig(templateSettings(raw.extends, templates), own) : own;
  const result = SiteConfigSchema.safeParse(merged, { error: siteConfigErrorMap });
  if (!result.success)
    throw new SiteDocumentError(`site '${String(own.slug)}'`, configIssues(result.error.issues));
  return result.data;
}

/**
 * Checks a template on its own: every field it sets must be a valid value for that field, and every
 * field it names must exist. Fields it leaves out are the sites' to give, so their absence is no fault.
 */
export function checkTemplateDocument(
  raw: unknown,
  templates: Templates,
  expectedName?: string,
): TemplateDocument {
  if (!isPlainObject(raw))
    throw new SiteDocumentError('template', [{ path: '(document)', message: 'expected a JSON object' }]);
  const name = raw.template ?? expectedName;
  const issues = [
    ...(typeof name === 'string' && NAME.test(name)
      ? []
      : [{ path: 'template', message: 'expected a name of lowercase letters, digits and dashes' }]),
    ...(expectedName !== undefined && raw.template !== undefined && raw.template !== expectedName
      ? [{ path: 'template', message: `expected '${expectedName}', the template this document is for` }]
      : []),
    ...nameIssue('extends', raw.extends),
    ...(raw.slug !== undefined ? [{ path: 'slug', message: 'a template names no site' }] : []),
  ];
  if (issues.length) throw new SiteDocumentError(`template '${String(name)}'`, issues);
  const doc = { ...raw, template: name } as TemplateDocument;
  const chain = new Map(templates);
  chain.set(doc.template, doc);
  const merged = templateSettings(doc.template, chain, 'extends');
  const result = SiteConfigSchema.safeParse(merged, { error: siteConfigErrorMap });
  if (!result.success) {
    const present = result.error.issues.filter(
      (issue) => issue.code === 'unrecognized_keys' || valueAt(merged, issue.path) !== undefined,
    );
    if (present.length) throw new SiteDocumentError(`template '${doc.template}'`, configIssues(present));
  }
  return doc;
}

/** The templates a site's chain passes through, nearest first (for finding what a template change touches). */
export function templateChain(doc: { extends?: unknown }, templates: Templates): string[] {
  const names: string[] = [];
  let next = typeof doc.extends === 'string' ? doc.extends : undefined;
  while (next !== undefined && !names.includes(next)) {
    names.push(next);
    const template = templates.get(next);
    next = typeof template?.extends === 'string' ? template.extends : undefined;
  }
  return names;
}

/** Paths whose value differs between two versions of a config ('theme.brand', 'buttons.card'). */
export function changedPaths(before: unknown, after: unknown, at = ''): string[] {
  if (isPlainObject(before) && isPlainObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
    return keys.flatMap((key) => changedPaths(before[key], after[key], at ? `${at}.${key}` : key));
  }
  return canonical(before) === canonical(after) ? [] : [at || '(document)'];
}

/** JSON with object keys sorted: the database keeps documents with its own key order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    isPlainObject(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}
