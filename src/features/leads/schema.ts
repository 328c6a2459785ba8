import { z } from 'zod';
import { postcodeError } from '@/enquiries/postcode-rules';
import {
  BOOKING_MESSAGE,
  CATEGORY_MESSAGE,
  COMMENTS_MESSAGE,
  DEALERSHIP_MESSAGE,
  EMAIL_MESSAGE,
  FINANCE_AMOUNT_MESSAGE,
  FINANCE_CREDIT_MESSAGE,
  FINANCE_ENQUIRY_AMOUNT,
  FINANCE_ENQUIRY_CREDIT_SCORES,
  FINANCE_ENQUIRY_TERM,
  FINANCE_TERM_MESSAGE,
  FIND_SIMILAR_MESSAGE,
  FIRST_NAME_MESSAGE,
  LEAD_FORMS,
  type LeadForm,
  LOCATION_MESSAGE,
  normaliseAuPhone,
  PHONE_MESSAGE,
  REQUEST_PHOTOS_MESSAGE,
  TERMS_MESSAGE,
  VISITED_PAGES_MAX,
} from '@/enquiries/rules';
import { dbId, storableDeep, visitorText } from '@/lib/visitor-input';
import type { SiteConfig } from '@/tenancy/site-config';

// One zod schema per lead form, built from the site's form options, used by the form in the browser
// (react-hook-form's resolver) and again by POST /api/leads, so both refuse exactly the same input with the
// same messages.

/** What a site decides about its forms (site config `forms`). */
export type FormOptions = Pick<
  SiteConfig['forms'],
  | 'postcodeRequired'
  | 'commentsRequired'
  | 'termsCheckbox'
  | 'showCategorySelect'
  | 'showLocationSelect'
  | 'showDealershipSelect'
>;

/**
 * The site's form rules. A location select is shown only when the site has a location to choose: a new
 * dealer without one yet still takes every enquiry.
 */
export function formOptions(config: Pick<SiteConfig, 'forms'>, hasLocations: boolean): FormOptions {
  const f = config.forms;
  return {
    postcodeRequired: f.postcodeRequired,
    commentsRequired: f.commentsRequired,
    termsCheckbox: f.termsCheckbox,
    showCategorySelect: f.showCategorySelect,
    showLocationSelect: f.showLocationSelect && hasLocations,
    showDealershipSelect: f.showDealershipSelect,
  };
}

/** Forms about one car: they need its id. A test drive may also be booked at a location without a car. */
export const CAR_FORMS: readonly LeadForm[] = ['enquiry', 'request-photos', 'find-similar'];

/** A text field; `missing` is the message when it is absent (a form always sends '', an API client may not). */
const text = (max: number, missing?: string) =>
  visitorText(missing ? { message: missing } : undefined)
    .trim()
    .max(max, `Must be at most ${max} characters.`);
const optionalText = (max: number) => text(max).optional().default('');
const requiredText = (max: number, message: string) => text(max, message).min(1, message);

/** The contact fields every form has: name, last name, email, Australian phone, postcode by the site's rule. */
function contactFields(options: FormOptions) {
  return {
    name: requiredText(100, FIRST_NAME_MESSAGE),
    last_name: optionalText(100),
    email: text(200, EMAIL_MESSAGE).pipe(z.email({ message: EMAIL_MESSAGE })),
    phone: text(30, PHONE_MESSAGE).refine((v) => normaliseAuPhone(v) !== null, PHONE_MESSAGE),
    postcode: optionalText(10).superRefine((value, ctx) => {
      const message = postcodeError(value, options.postcodeRequired);
      if (message) ctx.addIssue({ code: 'custom', message });
    }),
    opt_in: z.boolean().default(true),
    // The site's terms box, when it has one, must be ticked; elsewhere the field is absent or false.
    terms_conditions: options.termsCheckbox
      ? z.boolean({ message: TERMS_MESSAGE }).refine((v) => v === true, TERMS_MESSAGE)
      : z.boolean().optional().default(false),
    additional_services: z.array(requiredText(100, 'Must not be empty.')).max(20).default([]),
  };
}

const comments = (required: boolean, fallback = '') =>
  required ? requiredText(5000, COMMENTS_MESSAGE) : optionalText(5000).transform((v) => v || fallback);

const selected = (shown: boolean, message: string) =>
  shown ? requiredText(200, message) : optionalText(200);

const locationId = (shown: boolean) =>
  shown
    ? z.coerce
        .number({ message: LOCATION_MESSAGE })
        .int(LOCATION_MESSAGE)
        .positive(LOCATION_MESSAGE)
        .pipe(dbId())
    : z.coerce.number().pipe(dbId()).optional();

const bookingDate = visitorText()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, BOOKING_MESSAGE)
  .optional()
  .or(z.literal('').transform(() => undefined));
const bookingTime = visitorText()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, BOOKING_MESSAGE)
  .optional()
  .or(z.literal('').transform(() => undefined));

/** A whole number typed into a field ('30,000' or '$30000'), within bounds. */
const wholeNumber = (bounds: { min: number; max: number }, message: string) =>
  z
    .union([
      z.number(),
      visitorText().transform((v) =>
        v.replace(/[$,\s]/g, '') === '' ? Number.NaN : Number(v.replace(/[$,\s]/g, '')),
      ),
    ])
    .pipe(z.number({ message }).int(message).min(bounds.min, message).max(bounds.max, message));

/** The finance pages' loan (AF §3 finance form); who is helping and the preferred dealership come from the link. */
const financeFields = {
  vehicle_price_budget: wholeNumber(FINANCE_ENQUIRY_AMOUNT, FINANCE_AMOUNT_MESSAGE),
  loan_term: wholeNumber(FINANCE_ENQUIRY_TERM, FINANCE_TERM_MESSAGE),
  self_assessed_credit_score: z.enum(FINANCE_ENQUIRY_CREDIT_SCORES, { message: FINANCE_CREDIT_MESSAGE }),
  who_is_helping: optionalText(200),
};

/**
 * The fields of a form on a site. Enquiry: comments by the site's rule (required unless it disables
 * them), and its selects when shown. Test drive: message optional, booking date and time optional but
 * together. Request Photos: the hidden request text. Find me something similar: the default message
 * 'Can you please find me something similar?'. Contact: comments by the site's rule, category,
 * location and dealership selects required when the site shows them. Careers: comments required.
 * Finance enquiry: the loan, comments optional, the preferred dealership when the link names one.
 */
export function leadFieldsSchema(form: LeadForm, options: FormOptions) {
  const contact = contactFields(options);
  const routing = {
    category: selected(options.showCategorySelect && form === 'contact', CATEGORY_MESSAGE),
    subcategory: optionalText(200),
    location_id: locationId(options.showLocationSelect && (form === 'contact' || form === 'enquiry')),
    dealership_slug: selected(options.showDealershipSelect && form === 'contact', DEALERSHIP_MESSAGE),
  };
  switch (form) {
    case 'enquiry':
      return z.object({ ...contact, ...routing, message: comments(options.commentsRequired) });
    case 'contact':
      return z.object({ ...contact, ...routing, message: comments(options.commentsRequired) });
    case 'careers':
      return z.object({ ...contact, message: comments(true) });
    case 'finance-enquiry':
      return z.object({
        ...contact,
        ...financeFields,
        dealership_slug: optionalText(200),
        message: optionalText(5000),
      });
    case 'find-similar':
      return z.object({ ...contact, message: comments(false, FIND_SIMILAR_MESSAGE) });
    case 'request-photos':
      return z.object({ ...contact, message: comments(false, REQUEST_PHOTOS_MESSAGE) });
    case 'test-drive':
      return z
        .object({
          ...contact,
          // Without a car (/book-test-drive) the shopper picks the location; the server requires one of the two.
          location_id: locationId(false),
          message: optionalText(5000),
          booking_date: bookingDate,
          booking_time: bookingTime,
        })
        .refine((v) => Boolean(v.booking_date) === Boolean(v.booking_time), {
          message: BOOKING_MESSAGE,
          path: ['booking_time'],
        });
  }
}

export type LeadFields = z.output<ReturnType<typeof leadFieldsSchema>>;

/**
 * POST /api/leads (AF §3 lead payload, §7 lead submission): the form and its fields, the car, and what
 * the spec's payload carries (url, source 'Website', user_agent, lead_attributes, page_id). The server
 * validates `fields` with leadFieldsSchema for the site, and reads the car's own fields (stock number,
 * make, model, type, status, dealership) from the database rather than trusting the browser.
 * `idempotency_key` makes a repeated submit the same lead; `website` is a honeypot people never see.
 */
export const LeadRequestSchema = z.strictObject({
  form: z.enum(LEAD_FORMS),
  idempotency_key: z.string().regex(/^[A-Za-z0-9_-]{8,100}$/, 'must be 8-100 letters, digits, - or _'),
  // Free-form: each form's schema validates its own fields; NUL goes from every key and value first.
  fields: z.record(z.string(), z.unknown()).transform(storableDeep),
  car_id: dbId().optional(),
  url: visitorText().max(2000).pipe(z.url()).meta({ format: 'uri' }),
  source: z.literal('Website').default('Website'),
  user_agent: visitorText().max(1000).optional(),
  page_id: visitorText().max(200).optional(),
  lead_attributes: z
    .strictObject({
      visited_pages: z.array(visitorText().max(2000)).max(VISITED_PAGES_MAX).default([]),
      linked_query_params: z.record(visitorText().max(100), visitorText().max(500)).default({}),
    })
    .default({ visited_pages: [], linked_query_params: {} }),
  website: visitorText().max(500).optional(),
});
export type LeadRequest = z.input<typeof LeadRequestSchema>;

/** The answer of POST /api/leads: the stored lead's id (also for a repeated idempotency key). */
export type LeadResponse = { lead_id: string } | { error: string; issues?: unknown };
