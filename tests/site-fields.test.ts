import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SiteConfigSchema } from '@/tenancy/site-config';

// Every per-site field must have an effect: product code reads it.
//
// The leaves: the schema is walked through objects, optional / default / nullable wrappers and arrays of
// objects (their items' fields, as 'header.menu.label'); records, enums, unions and scalars are leaves.
//
// What counts as a read, in src/**/*.ts(x) without tests, without site-config.ts (which declares the
// fields) and without files that only declare types, comments removed:
// - a distinctive key (one no other leaf shares, not in GENERIC): a property read '.minimumRating' or
//   '?.minimumRating', or a destructuring '{ minimumRating } =' / '{ minimumRating }: …' of the parent;
// - a shared or generic key ('name', 'title', 'href', …): the key read through its parent ('.logo.text',
//   'phones?.sales', 'const { sales } = config.phones'); root fields through 'config' ('config.name');
// - any member of an object read by a computed key through its own parent ('config.brands[group]');
// - a member of an object handed on whole ('instantMessage: config.features.autobot') when some file
//   reads '.{key}' ('setup.instantMessage.label');
// - a field of an array's items: a distinctive key read anywhere while the array is read somewhere; a
//   shared or generic key read in a file that also reads the array (the code that renders the items).
// A field wrongly taken as read hides an unread one, so the keys that are common words need their parent
// ('locationId' too: cars and leads have one).

/** Keys too common in the code to count as a read of the config without their parent. */
const GENERIC = new Set([
  'name',
  'title',
  'href',
  'label',
  'slug',
  'text',
  'value',
  'image',
  'description',
  'url',
  'show',
  'kind',
  'position',
  'display',
  'start',
  'expiry',
  'mode',
  'block',
  'provider',
  'layout',
  'visible',
  'card',
  'banner',
  'logo',
  'make',
  'links',
  'children',
  'menu',
  'columns',
  'car',
  // Also a field of cars and leads.
  'locationId',
]);

/** A node of the schema: a leaf, or an array of objects (whose items' fields are leaves below it). */
type Field = { path: string[]; array: boolean; inItems: boolean };

type Def = {
  type: string;
  innerType?: z.ZodType;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The schema without its optional / default / nullable wrappers. */
function unwrapped(schema: z.ZodType): z.ZodType {
  const def = defOf(schema);
  return def.innerType && ['optional', 'default', 'prefault', 'nullable', 'readonly'].includes(def.type)
    ? unwrapped(def.innerType)
    : schema;
}

/** Every leaf and every array of objects under `schema`, depth first. */
function schemaFields(schema: z.ZodType, at: string[] = [], inItems = false): Field[] {
  const def = defOf(unwrapped(schema));
  if (def.type === 'object' && def.shape)
    return Object.entries(def.shape).flatMap(([key, field]) => schemaFields(field, [...at, key], inItems));
  if (def.type === 'array' && def.element && defOf(unwrapped(def.element)).type === 'object')
    return [{ path: at, array: true, inItems }, ...schemaFields(def.element, at, true)];
  return [{ path: at, array: false, inItems }];
}

const SRC = path.resolve(__dirname, '../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const withoutComments = (code: string) =>
  code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\w])\/\/.*$/gm, '$1');

/** A file with no statement that runs: types and interfaces only. */
const declaresTypesOnly = (code: string) => !/\b(const|let|var|function|class)\b|=>/.test(code);

function productSources(): string[] {
  return sourceFiles(SRC)
    .filter((file) => path.relative(SRC, file) !== path.join('tenancy', 'site-config.ts'))
    .map((file) => withoutComments(readFileSync(file, 'utf8')))
    .filter((code) => !declaresTypesOnly(code));
}

/** '.key' or '?.key' (not a method call), after '{parent}' when given. */
const access = (key: string, parent?: string) =>
  new RegExp(`${parent ? `\\b${parent}\\??` : ''}\\.${key}\\b(?!\\s*\\()`);
/** '{ …, key, … } = …' or '({ key }: …', of '….{parent}' when given. */
const destructure = (key: string, parent?: string) =>
  new RegExp(
    `\\{[^{}]*\\b${key}\\b(?!\\s*:)[^{}]*\\}${parent ? `\\s*=\\s*[\\w.?]*\\b${parent}\\b` : '\\s*[=:]'}`,
  );
/** 'config.brands[group]': a computed read of the parent, named through its own parent, reads each member. */
const computed = (parent: string, grandparent: string) =>
  new RegExp(`\\b${grandparent}\\??\\.${parent}\\??\\.?\\[`);

/** 'features.autobot' read as a whole: not followed by a member, an index or a call. */
const whole = (key: string, parent: string) =>
  new RegExp(`\\b${parent}\\??\\.${key}\\b(?!\\s*(\\??\\.|\\[|\\())`);

class Reads {
  private readonly byPath: Map<string, Field>;
  constructor(
    private readonly fields: readonly Field[],
    private readonly sources: readonly string[],
  ) {
    this.byPath = new Map(fields.map((f) => [f.path.join('.'), f]));
  }

  /** Generic, or the name of more than one field: only its parent makes a read of it certain. */
  private shared(key: string): boolean {
    return GENERIC.has(key) || this.fields.filter((f) => f.path.at(-1) === key).length > 1;
  }

  private readsKey(code: string, key: string): boolean {
    return access(key).test(code) || destructure(key).test(code);
  }

  /** Whether `code` reads the field (for an item's field: reads it where it also reads the item's array). */
  readIn(code: string, field: Field): boolean {
    const key = field.path.at(-1) as string;
    const container = field.path.slice(0, -1);
    if (field.inItems) {
      const array = this.byPath.get(container.join('.')) as Field;
      if (!this.shared(key)) return this.readsKey(code, key) && this.read(array);
      return this.readsKey(code, key) && this.readIn(code, array);
    }
    const parent = container.at(-1);
    if (parent !== undefined && computed(parent, container.at(-2) ?? 'config').test(code)) return true;
    if (!this.shared(key)) return this.readsKey(code, key);
    const owner = parent ?? 'config';
    return access(key, owner).test(code) || destructure(key, owner).test(code);
  }

  /**
   * An object handed on whole ('instantMessage: config.features.autobot') and read under another name: its
   * member counts as read when some file reads '.{key}'.
   */
  private readThroughWhole(field: Field): boolean {
    if (field.inItems || field.path.length < 2) return false;
    const [grandparent, parent] = [field.path.at(-3) ?? 'config', field.path.at(-2) as string];
    return (
      this.sources.some((code) => whole(parent, grandparent).test(code)) &&
      this.sources.some((code) => this.readsKey(code, field.path.at(-1) as string))
    );
  }

  read(field: Field): boolean {
    return this.sources.some((code) => this.readIn(code, field)) || this.readThroughWhole(field);
  }
}

describe('what counts as a read', () => {
  const schema = z.object({
    reviews: z.object({ minimumRating: z.number(), show: z.boolean() }),
    phones: z.object({ sales: z.string() }),
    groupLocations: z.array(z.object({ name: z.string(), visible: z.boolean() })).default([]),
  });
  const all = schemaFields(schema);
  const field = (name: string) => all.find((f) => f.path.join('.') === name) as Field;
  it.each([
    ['reviews.minimumRating', 'if (rating > settings.minimumRating) show();', true],
    ['reviews.minimumRating', 'const { minimumRating } = config.reviews;', true],
    ['reviews.minimumRating', 'type Reviews = { minimumRating: number };\nconst x = 1;', false],
    ['reviews.show', 'toast.show("Saved"); const s = item.show;', false],
    ['reviews.show', 'if (config.reviews.show) render();', true],
    ['phones.sales', 'const { sales } = config.phones;', true],
    ['groupLocations.name', 'const n = dealer.name;', false],
    ['groupLocations.name', 'config.groupLocations.map((g) => g.name);', true],
    ['groupLocations.visible', 'config.groupLocations.filter((g) => g.visible);', true],
  ])('%s in %j → %s', (name, code, read) => expect(new Reads(all, [code]).read(field(name))).toBe(read));
});

const fields = schemaFields(SiteConfigSchema);
const leaves = fields.filter((f) => !f.array);
const reads = new Reads(fields, productSources());

describe('every site field has an effect', () => {
  it('walks the schema into its leaves', () => {
    const names = leaves.map((l) => l.path.join('.'));
    expect(names).toContain('reviews.minimumRating');
    expect(names).toContain('header.menu.children.href');
    expect(names).toContain('theme.brand');
    expect(names.length).toBeGreaterThan(100);
  });

  it.each(leaves.map((l) => [l.path.join('.'), l] as const))('%s', (name, leaf) => {
    expect(reads.read(leaf), `${name} is read by no product code: give it an effect or remove it`).toBe(true);
  });
});
