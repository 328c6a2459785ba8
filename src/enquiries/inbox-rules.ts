// How the dealer's staff work a lead: its statuses, the reasons a lead is lost, and which change of status
// counts as the first response. Pure rules, shared by the console's pages, its API and the database.

import type { LeadKind } from './rules';

export const LEAD_STATUSES = ['new', 'contacted', 'appointment', 'won', 'lost', 'junk'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  appointment: 'Appointment',
  won: 'Won',
  lost: 'Lost',
  junk: 'Junk',
};

export const LOST_REASONS = [
  'Bought elsewhere',
  'Price',
  'Finance declined',
  'Trade-in value',
  'Car sold to another buyer',
  'No longer looking',
  'No response',
  'Other',
] as const;
export type LostReason = (typeof LOST_REASONS)[number];

/** Every kind of lead as staff name it, in the inbox's order: the forms, then the journeys. */
export const LEAD_KIND_LABELS: Record<LeadKind, string> = {
  enquiry: 'Enquiry',
  'test-drive': 'Test drive',
  'request-photos': 'Request photos',
  'find-similar': 'Find similar',
  contact: 'Contact form',
  careers: 'Careers',
  'finance-enquiry': 'Finance enquiry',
  finance: 'Finance application',
  'trade-in': 'Trade-in',
  reservation: 'Reservation',
  purchase: 'Buy online',
  'online-payment': 'Online payment',
};
export const LEAD_KINDS = Object.keys(LEAD_KIND_LABELS) as LeadKind[];

/** Kinds of entry on a lead's timeline besides the lead itself. */
export const LEAD_EVENT_KINDS = [
  'status',
  'assignment',
  'note',
  'reply',
  'delivery_retry',
  'overdue',
] as const;
export type LeadEventKind = (typeof LEAD_EVENT_KINDS)[number];

export const LOST_REASON_REQUIRED = 'Choose why the lead was lost.';
export const LOST_REASON_ONLY_WHEN_LOST = 'A reason is given only for a lost lead.';

/** What is wrong with a change of status, or null: a lost lead names one of the reasons, no other does. */
export function statusChangeProblem(to: LeadStatus, lostReason: string | null): string | null {
  if (to === 'lost')
    return lostReason && (LOST_REASONS as readonly string[]).includes(lostReason)
      ? null
      : LOST_REASON_REQUIRED;
  return lostReason ? LOST_REASON_ONLY_WHEN_LOST : null;
}

/**
 * Whether a change ends the lead's wait for a first response: it leaves New for anything but Junk (a junk
 * lead had no shopper to answer). A reply to the shopper ends it too (the reply's own rule).
 */
export function isFirstResponse(from: LeadStatus, to: LeadStatus): boolean {
  return from === 'new' && to !== 'new' && to !== 'junk';
}

/** How long a lead waited for its first response, as staff read it: '45 min', '3 h 5 min', '2 days 4 h'. */
export function responseTimeText(receivedAt: Date, firstResponseAt: Date): string {
  const minutes = Math.max(0, Math.floor((firstResponseAt.getTime() - receivedAt.getTime()) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  return `${days} ${days === 1 ? 'day' : 'days'}${rest ? ` ${rest} h` : ''}`;
}
