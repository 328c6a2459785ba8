// The audit log as owners read it: each recorded action in words, and a change as a short line. Pure.

const ACTION_LABELS: Record<string, string> = {
  'assignment_rule.create': 'Added an assignment rule',
  'assignment_rule.delete': 'Deleted an assignment rule',
  'car.photos': 'Changed a car’s photos',
  'car.update': 'Changed a car',
  'content.delete': 'Deleted a page',
  'content.publish': 'Published a page',
  'content.unpublish': 'Unpublished a page',
  'feed_key.issue': 'Issued a stock-feed key',
  'feed_key.replace': 'Replaced a stock-feed key',
  'feed_key.revoke': 'Revoked a stock-feed key',
  'lead.assign': 'Assigned a lead',
  'lead.delivery_retry': 'Sent a lead’s delivery again',
  'lead.note': 'Noted a lead',
  'lead.reply': 'Replied to a shopper',
  'lead.status': 'Changed a lead’s status',
  'leads.export': 'Exported leads',
  'online_payment.refund': 'Refunded an online payment',
  'review.hide': 'Hid a review',
  'review.reply': 'Replied to a review',
  'review.show': 'Showed a hidden review again',
  'reservation.cancel': 'Cancelled a hold and refunded its deposit',
  'reservation.convert': 'Marked a hold sold',
  'reservation.extend': 'Extended a hold',
  'reply_template.create': 'Added a reply template',
  'reply_template.update': 'Changed a reply template',
  'reply_template.delete': 'Deleted a reply template',
  'staff.away': 'Changed their availability',
  'staff.weekly_summary': 'Changed their weekly summary email',
  'staff.dealerships_changed': 'Changed a member’s dealerships',
  'staff.disabled': 'Disabled a member',
  'staff.enabled': 'Enabled a member',
  'staff.invitation_accepted': 'Accepted an invitation',
  'staff.invited': 'Invited a member',
  'staff.password_accepted': 'Gave the right password (a code next)',
  'staff.password_reset': 'Reset their password',
  'staff.password_reset_requested': 'Asked for a password reset',
  'staff.removed': 'Took a member off the site',
  'staff.role_changed': 'Changed a member’s role',
  'staff.second_factor_failed': 'Failed a two-factor code',
  'staff.sign_in_failed': 'Failed to sign in',
  'staff.signed_in': 'Signed in',
  'staff.signed_out_everywhere': 'Signed out everywhere',
  'staff.two_factor_enabled': 'Turned on two-factor',
  'staff.two_factor_reset': 'Reset a member’s two-factor',
};

/** 'Changed a lead’s status'; an action not listed shows as recorded. */
export const actionLabel = (action: string) => ACTION_LABELS[action] ?? action;

/** The longest change line shown; the whole is in the database. */
export const CHANGE_MAX_LENGTH = 160;

/** A value as one short line: JSON without quotes on keys, cut at CHANGE_MAX_LENGTH. */
export function changeText(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text =
    typeof value === 'string'
      ? value
      : JSON.stringify(value)
          .replace(/"([A-Za-z_]\w*)":/g, '$1: ')
          .replace(/,(?=[A-Za-z_]\w*: )/g, ', ');
  return text.length > CHANGE_MAX_LENGTH ? `${text.slice(0, CHANGE_MAX_LENGTH - 1)}…` : text;
}
