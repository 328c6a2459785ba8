import { jsonLdScript } from '@/lib/structured-data';

/** A page's schema.org JSON-LD as its script element. */
export function JsonLd({ data }: { data: unknown }) {
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be raw JSON; jsonLdScript escapes '<'.
      dangerouslySetInnerHTML={{ __html: jsonLdScript(data) }}
    />
  );
}
