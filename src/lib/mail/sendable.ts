// Whether a sender address can leave the platform: receiving servers refuse mail from the reserved
// top-level domains (RFC 2606, RFC 6761), e.g. 'leads@dealer-platform.local'. No imports, so the
// environment's check (src/lib/env.ts, loaded by Node as it is) and the site settings share it.

const RESERVED_DOMAIN = /\.(local|localhost|invalid|test|example)$/i;

/** 'leads@dealer-platform.com.au' → true; 'leads@dealer-platform.local' → false. */
export const isSendableFrom = (address: string): boolean => !RESERVED_DOMAIN.test(address.trim());

export const UNSENDABLE_FROM_MESSAGE =
  'needs a domain a receiving server accepts, not .local, .localhost, .invalid, .test or .example';
