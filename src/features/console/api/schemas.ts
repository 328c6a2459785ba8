import { z } from 'zod';
import { LEAD_KINDS, LEAD_STATUSES } from '@/enquiries/inbox-rules';
import type { LeadKind } from '@/enquiries/rules';
import { dbId, visitorText } from '@/lib/visitor-input';
import { InviteRequest } from '@/staff/invite';
import {
  EMAIL_BODY_MAX_LENGTH,
  REPLY_MESSAGES,
  SMS_MAX_LENGTH,
  SUBJECT_MAX_LENGTH,
  TEMPLATE_NAME_MAX_LENGTH,
  unknownToken,
} from '../leads/reply-rules';
import {
  HIDE_REASON_MAX_LENGTH,
  HIDE_REASON_MIN_LENGTH,
  REPLY_MAX_LENGTH,
  REVIEW_MESSAGES,
} from '../reviews/review-rules';
import { LOCKABLE, MAX_EQUIPMENT_ITEMS } from '../stock/edit-rules';

// The console API's request bodies (README, API): one schema per call, shared with its form.

export const SignInRequest = z.strictObject({
  email: z.email('Enter your email address.').max(254),
  password: z.string().min(1, 'Enter your password.').max(1024),
});

export const SecondFactorRequest = z.strictObject({
  code: z.string().trim().min(6, 'Enter the code.').max(32),
  kind: z.enum(['totp', 'recovery']).default('totp'),
});

export const AcceptInvitationRequest = z.strictObject({
  token: z.string().min(1).max(100),
  name: z.string().max(200).default(''),
  password: z.string().min(1, 'Enter a password.').max(1024),
});

export const ForgotPasswordRequest = z.strictObject({
  email: z.email('Enter your email address.').max(254),
});

export const ResetPasswordRequest = z.strictObject({
  token: z.string().min(1).max(200),
  password: z.string().min(1, 'Enter a password.').max(1024),
});

export const EnableTwoFactorRequest = z.strictObject({
  password: z.string().min(1, 'Enter your password.').max(1024),
});

export const ConfirmTwoFactorRequest = z.strictObject({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app.'),
});

/** An invitation from the Staff screen: the site is the screen's. */
export const SiteInviteRequest = InviteRequest.omit({ site: true });

// ── The leads inbox ─────────────────────────────────────────────────────────────────────────────────
const staffId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Choose a member of staff.');

export const LeadStatusRequest = z.strictObject({
  status: z.enum(LEAD_STATUSES, 'Choose a status.'),
  lostReason: z.string().max(100).nullable().default(null),
});

export const NOTE_MAX_LENGTH = 2000;
export const LeadNoteRequest = z.strictObject({
  text: visitorText()
    .trim()
    .min(1, 'Write the note first.')
    .max(NOTE_MAX_LENGTH, `Keep a note to ${NOTE_MAX_LENGTH.toLocaleString('en-AU')} characters.`),
});

/** null: nobody (the lead goes back to the team). */
export const LeadAssigneeRequest = z.strictObject({ assigneeId: staffId.nullable() });

/** A reply to the shopper: an email has a subject; the key makes a reply sent twice one reply. */
export const LeadReplyRequest = z
  .strictObject({
    channel: z.enum(['email', 'sms'], 'Choose email or SMS.'),
    subject: visitorText().trim().max(SUBJECT_MAX_LENGTH).nullable().default(null),
    body: visitorText().trim().min(1, 'Write the message first.'),
    key: z.uuid(),
  })
  .superRefine((reply, context) => {
    const max = reply.channel === 'sms' ? SMS_MAX_LENGTH : EMAIL_BODY_MAX_LENGTH;
    if (reply.body.length > max)
      context.addIssue({
        code: 'custom',
        path: ['body'],
        message: `Keep ${reply.channel === 'sms' ? 'an SMS' : 'an email'} to ${max.toLocaleString('en-AU')} characters.`,
      });
    if (reply.channel === 'email' && !reply.subject)
      context.addIssue({ code: 'custom', path: ['subject'], message: 'Give the email a subject.' });
  });

export const ReplyTemplateRequest = z
  .strictObject({
    name: visitorText().trim().min(1, 'Name the template.').max(TEMPLATE_NAME_MAX_LENGTH),
    channel: z.enum(['email', 'sms'], 'Choose email or SMS.'),
    subject: visitorText().trim().max(SUBJECT_MAX_LENGTH).nullable().default(null),
    body: visitorText().trim().min(1, 'Write the message first.').max(EMAIL_BODY_MAX_LENGTH),
  })
  .superRefine((template, context) => {
    if (template.channel === 'sms' && template.body.length > SMS_MAX_LENGTH)
      context.addIssue({
        code: 'custom',
        path: ['body'],
        message: `Keep an SMS to ${SMS_MAX_LENGTH} characters.`,
      });
    if (template.channel === 'email' && !template.subject)
      context.addIssue({ code: 'custom', path: ['subject'], message: 'Give the email a subject.' });
    for (const field of ['subject', 'body'] as const) {
      const token = unknownToken(template[field] ?? '');
      if (token)
        context.addIssue({ code: 'custom', path: [field], message: REPLY_MESSAGES.unknownToken(token) });
    }
  });

/** A round-robin rule: null dealership or location is any; no kinds is every kind. */
export const AssignmentRuleRequest = z.strictObject({
  dealershipId: dbId().nullable(),
  locationId: dbId().nullable(),
  kinds: z.array(z.enum(LEAD_KINDS as [LeadKind, ...LeadKind[]])).max(LEAD_KINDS.length),
});

export const AwayRequest = z.strictObject({ away: z.boolean() });

/** The member's choice of the weekly summary email (owners and managers). */
export const WeeklySummaryRequest = z.strictObject({ weeklySummary: z.boolean() });

/** A member's new role on the site (never platform admin: that is no site's). */
export const MemberRoleRequest = z.strictObject({
  role: z.enum(['owner', 'manager', 'sales'], 'Choose a role.'),
});

/** A reply under a review; empty takes the reply off. */
export const ReviewReplyRequest = z.strictObject({
  text: visitorText().trim().max(REPLY_MAX_LENGTH, REVIEW_MESSAGES.replyTooLong),
});

/** Why a review is hidden: kept with it and on the audit log. */
export const ReviewHideRequest = z.strictObject({
  reason: visitorText()
    .trim()
    .min(HIDE_REASON_MIN_LENGTH, REVIEW_MESSAGES.reason)
    .max(HIDE_REASON_MAX_LENGTH, REVIEW_MESSAGES.reason),
});

/** A member's dealerships on the site: none for all of them. */
export const MemberDealershipsRequest = z.strictObject({
  dealershipIds: z.array(dbId()).max(200, 'at most 200 dealerships'),
});

const MAX_PRICE = 10_000_000;
const dollars = (label: string) =>
  z
    .number(`Enter ${label} in whole dollars.`)
    .int(`Enter ${label} in whole dollars.`)
    .min(0, `Enter ${label} of $0 or more.`)
    .max(MAX_PRICE, `Enter ${label} of at most $10,000,000.`);
const optionalText = (max: number) =>
  visitorText()
    .trim()
    .max(max, `Keep it to ${max.toLocaleString('en-AU')} characters.`)
    .nullable()
    .transform((value) => value || null);

/** A car's fields as the console edits them; `seen` is when the form read it (ISO 8601). */
export const CarEditRequest = z
  .strictObject({
    price: dollars('a price'),
    beforePrice: dollars('a was price').nullable(),
    offerPrice: dollars('an offer price').nullable(),
    offerFrom: z.iso.date('Enter the offer’s first day as a date.').nullable(),
    offerTo: z.iso.date('Enter the offer’s last day as a date.').nullable(),
    priceType: optionalText(50),
    dealercomments: optionalText(20_000),
    tag: optionalText(100),
    status: z.enum(['in_stock', 'coming_soon', 'sold'], 'Choose a status.'),
    reserved: z.boolean(),
    showOnDealerWebsite: z.boolean(),
    checkoutEnabled: z.boolean(),
    testDriveEnabled: z.boolean(),
    tradeInAllowed: z.boolean(),
    standardEquipment: z
      .array(
        visitorText()
          .trim()
          .min(1, 'Leave out empty equipment lines.')
          .max(200, 'Keep each equipment line to 200 characters.'),
      )
      .max(MAX_EQUIPMENT_ITEMS, `List up to ${MAX_EQUIPMENT_ITEMS} equipment items.`),
    locked: z.array(z.enum(LOCKABLE, 'Only a car field can be locked.')).max(LOCKABLE.length),
    seen: z.iso.datetime({ offset: true }),
  })
  .superRefine((edit, context) => {
    const issue = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (Boolean(edit.offerFrom) !== Boolean(edit.offerTo))
      issue(
        edit.offerFrom ? 'offerTo' : 'offerFrom',
        'Give the offer both its first and its last day, or neither.',
      );
    else if (edit.offerFrom && edit.offerTo && edit.offerTo < edit.offerFrom)
      issue('offerTo', 'The offer’s last day cannot be before its first.');
    else if (edit.offerFrom && edit.offerPrice === null)
      issue('offerPrice', 'Give the offer price for its dates.');
  });
