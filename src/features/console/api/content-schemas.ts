import { z } from 'zod';
import { CONTENT_SOURCE_MAX_BYTES, PAGE_FORMS } from '@/content/front-matter';
import { CONTENT_PATH_MAX, isContentPath } from '@/content/rules';
import { storableText } from '@/lib/visitor-input';

// The bodies of the Content screen's calls (README, API): the editor's fields, each a string as its input
// holds it. Only shapes are checked here, before anything is read; what a page may say (a title's length,
// a sale page's expiry, dates in order) is the content store's whole-page check, the same as the admin
// API's and the command's.

/** Text PostgreSQL can store as it is: a NUL or a lone surrogate is refused, naming the field. */
const text = (max: number) =>
  z
    .string({ message: 'expected text' })
    .max(max, `expected at most ${max.toLocaleString('en-AU')} characters`)
    .refine((value) => storableText(value) === value, 'contains a character that cannot be stored (NUL)');

const day = z.union([z.literal(''), z.iso.date({ message: "expected a day ('2027-06-30')" })], {
  message: "expected a day ('2027-06-30')",
});

export const PageFieldsRequest = z.strictObject({
  title: text(300),
  description: text(600),
  start: day.default(''),
  expiry: day.default(''),
  hero: text(500).default(''),
  heroAlt: text(300).default(''),
  form: z.enum(['', ...PAGE_FORMS], { message: `expected one of: ${PAGE_FORMS.join(', ')}` }).default(''),
  body: text(CONTENT_SOURCE_MAX_BYTES),
});

export const NewPageRequest = PageFieldsRequest.extend({
  path: text(CONTENT_PATH_MAX).refine(
    isContentPath,
    "expected lowercase words joined by dashes, one to three segments ('/pages/summer-sale')",
  ),
});

export const PreviewRequest = z.strictObject({ body: text(CONTENT_SOURCE_MAX_BYTES) });
