import { z } from 'zod';
import { postcodeError } from '@/enquiries/postcode-rules';
import { EMAIL_MESSAGE, FIRST_NAME_MESSAGE, normaliseAuPhone, PHONE_MESSAGE } from '@/enquiries/rules';
import { dbId, visitorText } from '@/lib/visitor-input';
import {
  KMS_MESSAGE,
  MAKE_MESSAGE,
  MODEL_MESSAGE,
  PREFERRED_CONTACT_METHODS,
  YEAR_MESSAGE,
} from './journey-rules';
import { AU_STATES, isAuState, normalisePlate, plateProblem, STATE_MESSAGE } from './plate-rules';
import { ADJUSTMENT_QUESTIONS, answerMessage, KMS_RANGE } from './valuation-rules';

// The trade-in calls' bodies (AF §3 valuation, §7 trade-in calls; README, API). Free text loses its NUL
// characters and is bounded before it reaches the database; numbers may come as the digits a field holds.

const text = (max: number) => visitorText().trim().max(max, `Must be at most ${max} characters.`);
const required = (max: number, message: string) =>
  z.preprocess((v) => v ?? '', visitorText({ message }).trim().min(1, message).max(max, message));
const optional = (max: number) =>
  z
    .preprocess((v) => (v === null || v === '' ? undefined : v), text(max).optional())
    .transform((v) => v || null);
/** A row id, or the digits a select's value holds ('3'); left out when empty. */
const optionalId = () =>
  z.preprocess(
    (v) =>
      v === '' || v === null ? undefined : typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v,
    dbId().optional(),
  );
/** A whole number, or the digits a field holds ('85,000 km' is not: only digits, commas and spaces). */
const wholeNumber = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^[\d,\s]+$/.test(v.trim()) ? Number(v.replace(/[,\s]/g, '')) : v),
    z.number({ message }).int(message),
  );

/** The car as the lookup found it and the shopper confirmed or corrected it. */
export const VehicleSchema = z.object({
  year: wholeNumber(YEAR_MESSAGE)
    .pipe(z.number().min(1950, YEAR_MESSAGE).max(2100, YEAR_MESSAGE))
    .meta({ minimum: 1950, maximum: 2100 }),
  make: required(60, MAKE_MESSAGE),
  model: required(60, MODEL_MESSAGE),
  badge: optional(80),
  series: optional(60),
  vin: optional(17).pipe(
    z
      .string()
      .regex(/^[A-HJ-NPR-Z0-9]{17}$/i, 'A VIN has 17 letters and numbers.')
      .transform((v) => v.toUpperCase())
      .nullable(),
  ),
});

const leadAttributes = z
  .object({
    visited_pages: z.array(visitorText().max(2000)).max(20).default([]),
    linked_query_params: z.record(visitorText().max(100), visitorText().max(500)).default({}),
  })
  .prefault({});

/**
 * Starting a valuation: the trigger fields (kms, regoState, rego, name, phone, email, location_id) and
 * the extra ones (PreferredContactMethod, do-you-have-a-trade-in) of AF §3, with the car confirmed.
 */
export const StartValuationSchema = z
  .object({
    idempotency_key: visitorText().trim().min(8).max(100),
    car_id: optionalId(),
    rego: visitorText().max(20).transform(normalisePlate),
    regoState: visitorText()
      .trim()
      .toUpperCase()
      .pipe(z.enum(AU_STATES, { message: STATE_MESSAGE })),
    vehicle: VehicleSchema,
    kms: wholeNumber(KMS_MESSAGE)
      .pipe(z.number().min(KMS_RANGE.min, KMS_MESSAGE).max(KMS_RANGE.max, KMS_MESSAGE))
      .meta({ minimum: KMS_RANGE.min, maximum: KMS_RANGE.max }),
    name: required(60, FIRST_NAME_MESSAGE),
    last_name: optional(60),
    phone: required(30, PHONE_MESSAGE)
      .refine((v) => normaliseAuPhone(v) !== null, PHONE_MESSAGE)
      .transform((v) => normaliseAuPhone(v) as string),
    email: required(200, EMAIL_MESSAGE).pipe(z.email({ message: EMAIL_MESSAGE })),
    postcode: optional(10).superRefine((value, ctx) => {
      const message = postcodeError(value, false);
      if (message) ctx.addIssue({ code: 'custom', message });
    }),
    PreferredContactMethod: z.enum(PREFERRED_CONTACT_METHODS).default('Phone'),
    location_id: optionalId(),
    'do-you-have-a-trade-in': z.enum(['Yes', 'No']).optional(),
    url: optional(2000).pipe(z.url().nullable()),
    lead_attributes: leadAttributes,
  })
  .superRefine((body, ctx) => {
    const problem = plateProblem(body.rego, body.regoState);
    if (problem) ctx.addIssue({ code: 'custom', path: ['rego'], message: problem });
  });
export type StartValuation = z.output<typeof StartValuationSchema>;

/** The condition answers: one of each question's options. */
export const AdjustmentsSchema = z.object({
  adjustmentAnswers: z.strictObject(
    Object.fromEntries(
      ADJUSTMENT_QUESTIONS.map((q) => [
        q.id,
        z.enum(q.options.map((o) => o.value) as [string, ...string[]], { message: answerMessage(q.label) }),
      ]),
    ),
  ),
});

/** POST /api/miscellaneous (AF §7): a named record of the signed-in shopper, here the valuation. */
export const MiscellaneousSchema = z.object({
  column_name: z.literal('valuation', { message: "Must be 'valuation'." }),
  data: z.object({ valuation_id: z.uuid({ message: 'Must be a valuation id.' }) }),
});

/**
 * The rego lookup's body, `{ rego, regoState }`, as the plate to look up and its state; each problem is an
 * issue on its own field, in the shopper's words.
 */
export const RegoLookupSchema = z
  .object({ rego: z.unknown().optional(), regoState: z.unknown().optional() })
  .transform((body, ctx) => {
    const state = isAuState(body.regoState) ? body.regoState : undefined;
    const rego = typeof body.rego === 'string' ? body.rego : '';
    const problem = plateProblem(rego, state);
    if (problem) ctx.addIssue({ code: 'custom', path: ['rego'], message: problem });
    if (!state) ctx.addIssue({ code: 'custom', path: ['regoState'], message: STATE_MESSAGE });
    return problem || !state ? z.NEVER : { plate: normalisePlate(rego), state };
  });

export type RegoLookupRequest = z.infer<typeof RegoLookupSchema>;
