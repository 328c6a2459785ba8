import { isLocalHost } from './local-host';

// The security headers of every page (decision 029). Scripts run only with the response's nonce, or when
// a script so trusted loads them ('strict-dynamic': Next.js's chunks, Leaflet): no inline script, no
// eval, no script from anywhere else. Styles may be inline (React's style attributes cannot carry a
// nonce); images come from the site itself or its tile service; video embeds are https players.

/** A fresh nonce: 128 random bits, base64. */
export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

export type PolicyContext = {
  nonce: string;
  /** Origins images may also come from: the site's tile service. */
  imageOrigins: readonly string[];
  /** The request's Host: a local host is plain http, so nothing is upgraded to https there. */
  host: string | null;
  /** `next dev` evaluates code for its fast refresh. */
  development: boolean;
};

/** The Content-Security-Policy of a page. */
export function contentSecurityPolicy({ nonce, imageOrigins, host, development }: PolicyContext): string {
  const local = isLocalHost(host);
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${development ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    ['img-src', "'self'", 'data:', 'blob:', ...imageOrigins].join(' '),
    "font-src 'self'",
    "connect-src 'self'",
    'frame-src https:',
    "media-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (!local) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/** HSTS for two years: sent only to hosts served over https (never a developer's localhost). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

/** The headers every response carries, whatever it is. */
export const BASELINE_SECURITY_HEADERS = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  // The dealer locator asks for the shopper's position; nothing asks for the camera or microphone.
  { key: 'Permissions-Policy', value: 'geolocation=(self), camera=(), microphone=(), payment=()' },
] as const;

/** The origin of a tile URL template, or null when it has none that a browser could fetch. */
export function templateOrigin(template: string | null | undefined): string | null {
  if (!template) return null;
  const match = template.match(/^(https?:\/\/[^/?#]+)/i);
  return match && !match[1].includes('{') ? match[1].toLowerCase() : null;
}
