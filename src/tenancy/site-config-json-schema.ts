import { z } from 'zod';
import { isPlainObject } from '../lib/is-plain-object';
import { SiteConfigSchema } from './site-config';
import { NAME } from './site-documents';

// The JSON Schema editors use to check and complete a site or template file as it is written
// (docs/site-config.schema.json, named by each file's "$schema"). It describes a *document*, not a
// resolved site: any field may come from the template, so a document that extends one, and a template,
// require nothing here; the platform checks what is required once the template chain is merged. A site
// that extends nothing requires exactly the settings the platform requires (a setting whose every field
// has a default, such as "features", never is).

export const SITE_CONFIG_SCHEMA_FILE = 'docs/site-config.schema.json';

export type JsonSchema = { [key: string]: unknown };

const templateName = (description: string): JsonSchema => ({
  type: 'string',
  pattern: NAME.source,
  description,
});

/** The keys a document carries besides the site's settings (site-documents.ts reads them). */
const DOCUMENT_PROPERTIES: Record<string, JsonSchema> = {
  $schema: {
    type: 'string',
    description: 'Where editors find this schema: the path of docs/site-config.schema.json from this file.',
  },
  extends: templateName(
    'The template this document builds on (its "template" name): its settings apply unless this document sets them.',
  ),
  template: templateName(
    'Template files only: the name of this template, which sites and other templates give in "extends".',
  ),
};

/** Keywords whose value is a schema, or a list of schemas; every other keyword is copied as it is. */
const SUBSCHEMA_KEYWORDS = new Set(['items', 'anyOf', 'oneOf', 'allOf', 'not']);

/**
 * The document shape of a settings schema, at every depth: no `required`; a record keyed by a fixed set
 * of names (socialUrls, buttonLabels) spelt out as one property per name, so editors offer and describe
 * each; and the safe-integer bounds zod gives every whole number left out as noise.
 */
function documentShape(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(documentShape);
  if (!isPlainObject(schema)) return schema;
  const { required: _required, properties, propertyNames, additionalProperties, ...rest } = schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(rest)) {
    if (key === 'maximum' && value === Number.MAX_SAFE_INTEGER) continue;
    if (key === 'minimum' && value === Number.MIN_SAFE_INTEGER) continue;
    out[key] = SUBSCHEMA_KEYWORDS.has(key) ? documentShape(value) : value;
  }
  if (isPlainObject(properties))
    out.properties = Object.fromEntries(
      Object.entries(properties).map(([name, property]) => [name, documentShape(property)]),
    );
  const names = isPlainObject(propertyNames) && Array.isArray(propertyNames.enum) ? propertyNames.enum : null;
  if (names) {
    const value = documentShape(additionalProperties);
    out.properties = Object.fromEntries(names.map((name) => [String(name), value]));
    out.additionalProperties = false;
  } else {
    if (propertyNames !== undefined) out.propertyNames = documentShape(propertyNames);
    if (additionalProperties !== undefined) out.additionalProperties = documentShape(additionalProperties);
  }
  return out;
}

/** The JSON Schema of a site or template document, generated from SiteConfigSchema. */
export function siteConfigJsonSchema(): JsonSchema {
  const settings = z.toJSONSchema(SiteConfigSchema, { io: 'input', target: 'draft-07' });
  const { $schema, properties, ...rest } = documentShape(settings) as JsonSchema;
  const standalone = {
    if: { not: { anyOf: [{ required: ['extends'] }, { required: ['template'] }] } },
    // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then keyword, never awaited.
    then: { required: settings.required ?? [] },
  };
  return {
    $schema,
    title: 'Dealer site document',
    description:
      'A dealer site (config/sites/*.json) or a template of shared settings (config/sites/templates/*.json). ' +
      'A site gives "slug" and its settings, and may name a template in "extends" to take the settings it ' +
      'leaves out (a site that extends none gives every required setting); a template gives "template" and ' +
      'any settings.',
    ...rest,
    properties: { ...DOCUMENT_PROPERTIES, ...(properties as JsonSchema) },
    ...standalone,
  };
}

/** The schema as the checked-in file holds it: two-space indents and a final newline. */
export const siteConfigJsonSchemaText = (): string => `${JSON.stringify(siteConfigJsonSchema(), null, 2)}\n`;
