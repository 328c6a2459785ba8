import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { BLOG_CATEGORY_SLUGS, type ContentPathKind, contentPathKind, windowEdge } from './rules';

// A content page as the dealer writes it: YAML front matter between '---' lines, then Markdown. The front
// matter is checked field by field, so a refused page names each bad field (decision 025).

/** The largest page source taken (a long article is about 30 KB). */
export const CONTENT_SOURCE_MAX_BYTES = 256 * 1024;

export type ContentIssue = { field: string; message: string };

/**
 * A date with its offset ('2026-06-30T23:59:59+10:00'), or a day ('2026-06-30'): as `published`, midnight
 * UTC; as `start` or `expiry`, the day at the dealer's place (windowEdge).
 */
const instant = z.union([z.iso.datetime({ offset: true }), z.iso.date()], {
  message: "expected a date ('2026-06-30') or a time with its offset ('2026-06-30T23:59:59+10:00')",
});
/** An image the site serves ('/media/…'). */
const localImage = z
  .string()
  .max(500)
  .regex(/^\/(?!\/)[A-Za-z0-9._~/-]+$/, "expected a path on the site ('/media/…')");

/** The lead forms a page can carry: each stored as a lead through the site's contact form. */
export const PAGE_FORMS = ['parts', 'fleet', 'service', 'promotion', 'contact'] as const;
export type PageForm = (typeof PAGE_FORMS)[number];

export const FrontMatterSchema = z.strictObject({
  title: z
    .string({ message: 'expected a title' })
    .trim()
    .min(1, 'expected a title')
    .max(120, 'expected at most 120 characters'),
  description: z.string().trim().min(1, 'expected a description').max(300, 'expected at most 300 characters'),
  category: z.enum(BLOG_CATEGORY_SLUGS).optional(),
  published: instant.optional(),
  updated: instant.optional(),
  author: z.string().trim().min(1).max(100).optional(),
  hero: localImage.optional(),
  heroAlt: z.string().trim().max(200).optional(),
  start: instant.optional(),
  expiry: instant.optional(),
  /** An external service-booking site: the page's booking button goes there instead of carrying a form. */
  bookingUrl: z.url({ protocol: /^https$/, message: 'expected an https:// address' }).optional(),
  form: z.enum(PAGE_FORMS).optional(),
  /** The form's button, when the page's form should say something other than 'Send Enquiry'. */
  formLabel: z.string().trim().min(1).max(40).optional(),
  /** Unpublished: kept as written but not on the site (its 404, out of the blog and the sitemap). */
  draft: z.boolean({ message: 'expected true or false' }).optional(),
});
export type FrontMatter = z.output<typeof FrontMatterSchema>;

export type ParsedPage = {
  path: string;
  kind: ContentPathKind;
  meta: FrontMatter;
  body: string;
  publishedAt: Date | null;
  startAt: Date | null;
  expiresAt: Date | null;
};

const FENCE = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

const toDate = (value: string | undefined) => (value === undefined ? null : new Date(value));

/** The front matter's YAML and the Markdown after it, or null when the source has no front matter first. */
export function splitContentSource(source: string): { yaml: string; body: string } | null {
  const fenced = FENCE.exec(source);
  return fenced ? { yaml: fenced[1], body: source.slice(fenced[0].length) } : null;
}

/** Whether a stored page is unpublished (`draft: true`), read from its front matter alone. */
export function isDraftSource(source: string): boolean {
  const split = splitContentSource(source);
  if (!split) return false;
  try {
    const data = parseYaml(split.yaml) as { draft?: unknown } | null;
    return data?.draft === true;
  } catch {
    return false;
  }
}

/**
 * The source of a page at `path`, checked whole: the page, or every problem with it. `timeZone` is the
 * site's, where a day in its `start` or `expiry` begins and ends.
 */
export function parseContentSource(
  path: string,
  source: string,
  timeZone: string,
): { ok: true; page: ParsedPage } | { ok: false; issues: ContentIssue[] } {
  const kind = contentPathKind(path);
  if (!kind)
    return {
      ok: false,
      issues: [
        {
          field: 'path',
          message:
            "expected lowercase words joined by dashes, one to three segments ('/about-us'), with an article under '/blog/{category}/'",
        },
      ],
    };
  if (source.includes('\u0000')) return { ok: false, issues: [{ field: 'source', message: 'contains NUL' }] };
  if (new TextEncoder().encode(source).length > CONTENT_SOURCE_MAX_BYTES)
    return { ok: false, issues: [{ field: 'source', message: 'expected at most 256 KB' }] };
  const fenced = splitContentSource(source);
  if (!fenced)
    return {
      ok: false,
      issues: [{ field: 'front matter', message: "expected front matter between '---' lines first" }],
    };
  let data: unknown;
  try {
    data = parseYaml(fenced.yaml);
  } catch (error) {
    return {
      ok: false,
      issues: [{ field: 'front matter', message: `not YAML: ${(error as Error).message.split('\n')[0]}` }],
    };
  }
  const checked = FrontMatterSchema.safeParse(data ?? {});
  const issues: ContentIssue[] = checked.success
    ? []
    : checked.error.issues.map((issue) => ({
        field: issue.path.length ? issue.path.join('.') : 'front matter',
        message:
          issue.code === 'unrecognized_keys' ? `unknown field: ${issue.keys.join(', ')}` : issue.message,
      }));
  if (!checked.success) return { ok: false, issues };
  const meta = checked.data;
  if (kind.kind === 'article') {
    if (!meta.published)
      issues.push({ field: 'published', message: 'expected the date the article was published' });
    if (meta.category !== kind.category)
      issues.push({ field: 'category', message: `expected '${kind.category}', the category in the path` });
  } else if (meta.category) {
    issues.push({ field: 'category', message: "only an article under '/blog/' has a category" });
  }
  const startAt = meta.start === undefined ? null : windowEdge(meta.start, 'start', timeZone);
  const expiresAt = meta.expiry === undefined ? null : windowEdge(meta.expiry, 'expiry', timeZone);
  if (startAt && expiresAt && expiresAt < startAt)
    issues.push({ field: 'expiry', message: 'expected a time after the start' });
  if (kind.kind === 'sale' && !expiresAt)
    issues.push({ field: 'expiry', message: 'expected the time a sale page ends' });
  if (issues.length) return { ok: false, issues };
  return {
    ok: true,
    page: {
      path,
      kind,
      meta,
      body: fenced.body,
      publishedAt: toDate(meta.published),
      startAt,
      expiresAt,
    },
  };
}
