import { Document, parseDocument } from 'yaml';
import { splitContentSource } from './front-matter';

// A page's source changed field by field, as the console's editor changes it: the fields it sets are set
// (an empty one taken out), every other field the dealer wrote (author, bookingUrl, a comment) is kept as
// written, and the body replaced when given. The result is checked whole by the store like any source.

/** A front matter field's new value: undefined leaves it as it is, null or '' takes it out. */
export type FieldChange = string | boolean | null | undefined;

/**
 * `source` (null for a new page) with `fields` set in its front matter and, when given, `body` as its
 * Markdown. A source without front matter keeps its text as the body.
 */
export function editContentSource(
  source: string | null,
  fields: Record<string, FieldChange>,
  body?: string,
): string {
  const split = source === null ? null : splitContentSource(source);
  const document = split ? parseDocument(split.yaml) : new Document({});
  if (document.errors.length || !document.contents) document.contents = new Document({}).contents;
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (value === null || value === '' || value === false) document.delete(name);
    else document.set(name, value);
  }
  const markdown = body ?? split?.body ?? source ?? '';
  return `---\n${String(document).trimEnd()}\n---\n${markdown}`;
}
