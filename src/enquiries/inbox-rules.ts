// How the dealer's staff work a lead: its statuses, the reasons a lead is lost, and which change of status
// counts as the first response. Pure rules, shared by the console's pages, its API and the database.

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
