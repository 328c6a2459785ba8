import type { Shopper } from '@/session';

/** A form's contact fields as the lead and checkout forms name them: what they start from. */
export type ContactDetails = { name?: string; last_name?: string; email?: string; phone?: string };

/** A signed-in shopper's details for a form to start with; none for a signed-out shopper. */
export function contactDetailsOf(shopper: Shopper | null): ContactDetails | undefined {
  if (!shopper) return undefined;
  return {
    name: shopper.firstName ?? undefined,
    last_name: shopper.lastName ?? undefined,
    email: shopper.email ?? undefined,
    phone: shopper.phone,
  };
}
