/**
 * Text or attribute content made safe for XML 1.0 and HTML (sitemaps, SVG, ADF leads, lead emails): the
 * five entities escaped and the characters XML cannot carry (control characters) dropped.
 */
export function escapeXml(value: string | number | null | undefined): string {
  return String(value ?? '')
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}
