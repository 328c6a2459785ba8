import { z } from 'zod';
import { postcodeError } from '@/enquiries/postcode-rules';
import {
  EMAIL_MESSAGE,
  FIRST_NAME_MESSAGE,
  PHONE_MESSAGE,
  POSTCODE_REQUIRED_MESSAGE,
} from '@/enquiries/rules';
import { australianMobile } from '@/lib/au-phone';
import { dbId, dbIdParam, visitorText } from '@/lib/visitor-input';
import {
  CREDIT_SCORES,
  clampQuoteAmount,
  clampQuoteTerm,
  DEFAULT_CREDIT_SCORE,
} from '@/repayments/quote-rules';
import { QUOTE_TERM } from '@/repayments/repayment-rules';
import { LAST_NAME_MESSAGE, PURCHASE_PRICE_REQUIRED_MESSAGE } from './messages';

// The finance calls' bodies (AF §7): POST /api/youx/quote and POST /api/youx/create-customer. Numbers may
// come as numbers or as the digits a form field holds ('35000'); the amount and the term are clamped as
// the popup clamps them (AF §5); anything that is not a number, and a missing purchase price (a quote on
// a made-up amount is nobody's repayment), is refused naming the field. Free text loses its NUL
// characters and is bounded before it can reach the lender or the database.

const NUMBER_MESSAGE = 'Must be a number.';

/** A number, or a string of one ('35000', ' 35,000 ', '$35,000'); '' and null are absent. */
const toNumber = (value: unknown) => {
  if (value === '' || value === null) return undefined;
  if (typeof value !== 'string') return value;
  const text = value.replace(/[$,\s]/g, '');
  return /^-?(\d+(\.\d*)?|\.\d+)$/.test(text) ? Number(text) : value;
};

const numeric = z.preprocess(toNumber, z.number({ message: NUMBER_MESSAGE }).optional());

const requiredNumeric = (missing: string) =>
  z.preprocess(
    toNumber,
    z.number({ error: (issue) => (issue.input === undefined ? missing : NUMBER_MESSAGE) }),
  );

const optionalText = (max: number) =>
  z.preprocess(
    (value) => (value === null ? undefined : value),
    visitorText()
      .trim()
      .max(max, `Must be at most ${max} characters.`)
      .optional()
      .transform((v) => v || null),
  );

const creditScore = z.preprocess(
  (value) =>
    value === '' || value === null
      ? undefined
      : typeof value === 'string'
        ? value.trim().toUpperCase()
        : value,
  z
    .enum(CREDIT_SCORES, { message: `Must be one of ${CREDIT_SCORES.join(', ')}.` })
    .default(DEFAULT_CREDIT_SCORE),
);

const carYear = numeric.pipe(
  z
    .number()
    .int('Must be a whole year.')
    .min(1900, 'Must be a year from 1900.')
    .max(2100, 'Must be a year up to 2100.')
    .optional()
    .transform((v) => v ?? null),
);

/** The quote's inputs: the spec's seven fields, clamped and defaulted; the purchase price is required (AF §5, §9). */
const quoteFields = {
  selfAssessedCreditScore: creditScore,
  purchasePrice: requiredNumeric(PURCHASE_PRICE_REQUIRED_MESSAGE).transform(clampQuoteAmount),
  loanTerm: numeric.transform((v) => clampQuoteTerm(v ?? QUOTE_TERM.default)),
  year: carYear,
  vin: optionalText(32),
  nvic: optionalText(20),
  whoIsHelping: optionalText(100),
};

/** Unknown fields are refused, each named, as every other call refuses them. */
export const QuoteRequestSchema = z.strictObject(quoteFields);
export type QuoteRequest = z.output<typeof QuoteRequestSchema>;

const requiredText = (max: number, message: string) =>
  z.preprocess(
    (value) => (value === null || value === undefined ? '' : value),
    visitorText({ message }).trim().min(1, message).max(max, `Must be at most ${max} characters.`),
  );

/** The applicant (AF §7 create-customer data): the quote's fields and the contact details, all required. */
const ApplicantSchema = z.object({
  ...quoteFields,
  phoneNumber: requiredText(30, PHONE_MESSAGE)
    .refine((v) => australianMobile(v) !== null, PHONE_MESSAGE)
    .transform((v) => australianMobile(v)?.national as string),
  firstName: requiredText(100, FIRST_NAME_MESSAGE),
  lastName: requiredText(100, LAST_NAME_MESSAGE),
  email: requiredText(200, EMAIL_MESSAGE).pipe(z.email({ message: EMAIL_MESSAGE })),
  subscribe: z.boolean({ message: 'Must be true or false.' }).default(false),
  postCode: requiredText(10, POSTCODE_REQUIRED_MESSAGE).superRefine((value, ctx) => {
    const message = postcodeError(value, true);
    if (message) ctx.addIssue({ code: 'custom', message });
  }),
});

const carId = z.preprocess(
  (value) =>
    value === '' || value === null
      ? undefined
      : typeof value === 'string' && /^\d{1,10}$/.test(value)
        ? Number(value)
        : value,
  dbId().optional(),
);

/**
 * The rest of the popup (AF §7 additionalData: the form's values and lead_attributes): only what the
 * lead keeps is read (the car, who is helping, the page and the visited pages); anything else the
 * browser sends is dropped, so no more is stored than the form asks for.
 */
const AdditionalDataSchema = z
  .object({
    car_id: carId,
    whoIsHelping: optionalText(100),
    url: optionalText(2000).pipe(z.url().nullable()),
    page_id: optionalText(200),
    lead_attributes: z
      .object({
        visited_pages: z.array(visitorText().max(2000)).max(20).default([]),
        linked_query_params: z.record(visitorText().max(100), visitorText().max(500)).default({}),
      })
      .prefault({}),
  })
  .prefault({});

export const CreateCustomerRequestSchema = z.object({
  data: ApplicantSchema,
  additionalData: AdditionalDataSchema,
});
export type CreateCustomerRequest = z.output<typeof CreateCustomerRequestSchema>;

/** The finance lookups' query (?car_id=42): an id from 1 to 2,147,483,647, digits only. */
export const CarQuerySchema = z.object({ car_id: dbIdParam() });
