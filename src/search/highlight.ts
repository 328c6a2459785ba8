const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

/**
 * Wraps each word of `text` that starts with a query word in the highlight tags, e.g.
 * ('2022 Toyota HiLux SR5', 'hil sr5') → '2022 Toyota <mark>HiLux</mark> <mark>SR5</mark>'.
 * The text is HTML-escaped first (dealer feeds are not trusted markup); the tags are the caller's.
 */
export function highlight(text: string, query: string | undefined, pre: string, post: string): string {
  const words = (query ?? '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  if (words.length === 0) return escapeHtml(text);
  return text
    .split(/(\s+)/)
    .map((part) => {
      const plain = part.toLowerCase().replace(/[^a-z0-9]/g, '');
      const hit = plain !== '' && words.some((w) => plain.startsWith(w));
      return hit ? `${pre}${escapeHtml(part)}${post}` : escapeHtml(part);
    })
    .join('');
}
