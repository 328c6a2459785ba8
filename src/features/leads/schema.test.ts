import { describe, expect, it } from 'vitest';
import {
  BOOKING_MESSAGE,
  CATEGORY_MESSAGE,
  COMMENTS_MESSAGE,
  DEALERSHIP_MESSAGE,
  EMAIL_MESSAGE,
  FINANCE_AMOUNT_MESSAGE,
  FINANCE_CREDIT_MESSAGE,
  FINANCE_TERM_MESSAGE,
  FIND_SIMILAR_MESSAGE,
  FIRST_NAME_MESSAGE,
  LOCATION_MESSAGE,
  PHONE_MESSAGE,
  POSTCODE_FORMAT_MESSAGE,
  POSTCODE_REQUIRED_MESSAGE,
  REQUEST_PHOTOS_MESSAGE,
  TERMS_MESSAGE,
} from '@/enquiries/rules';
import { type FormOptions, formOptions, LeadRequestSchema, leadFieldsSchema } from './schema';

const lenient: FormOptions = {
  postcodeRequired: false,
  commentsRequired: false,
  termsCheckbox: false,
  showCategorySelect: false,
  showLocationSelect: false,
  showDealershipSelect: false,
};
const strict: FormOptions = {
  postcodeRequired: true,
  commentsRequired: true,
  termsCheckbox: true,
  showCategorySelect: true,
  showLocationSelect: true,
  showDealershipSelect: true,
};
const person = { name: 'Sam', email: 'sam@example.com', phone: '0412 345 678' };

/** The messages of a failed parse, by field. */
function errors(schema: ReturnType<typeof leadFieldsSchema>, input: Record<string, unknown>) {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('formOptions', () => {
  it('shows the location select only where the site asks for it and has a location to choose', () => {
    const forms = { ...strict, additionalServices: [], quickPickChips: [] };
    expect(formOptions({ forms }, true).showLocationSelect).toBe(true);
    expect(formOptions({ forms }, false).showLocationSelect).toBe(false);
    const contact = leadFieldsSchema('contact', formOptions({ forms }, false));
    expect(
      errors(contact, {
        ...person,
        postcode: '4000',
        message: 'Hi',
        category: 'General Enquiry',
        dealership_slug: 'x',
        terms_conditions: true,
      }),
    ).toEqual({});
  });
});

describe('leadFieldsSchema', () => {
  it('accepts the contact fields alone on a lenient site, with defaults', () => {
    const parsed = leadFieldsSchema('enquiry', lenient).parse(person);
    expect(parsed).toMatchObject({
      name: 'Sam',
      last_name: '',
      message: '',
      opt_in: true,
      additional_services: [],
    });
  });

  it.each([
    ['name', { name: '' }, FIRST_NAME_MESSAGE],
    ['email', { email: 'sam@' }, EMAIL_MESSAGE],
    ['phone', { phone: '555 1234' }, PHONE_MESSAGE],
    ['postcode', { postcode: '400' }, POSTCODE_FORMAT_MESSAGE],
    ['postcode', { postcode: '40001' }, POSTCODE_FORMAT_MESSAGE],
    ['postcode', { postcode: '4a00' }, POSTCODE_FORMAT_MESSAGE],
    ['postcode', { postcode: '0000' }, 'Invalid postcode'],
  ])('refuses a bad %s with its message', (field, change, message) => {
    expect(errors(leadFieldsSchema('enquiry', lenient), { ...person, ...change })[field]).toBe(message);
  });

  it('applies the strict site rules: postcode, comments, terms, selects', () => {
    const found = errors(leadFieldsSchema('contact', strict), person);
    expect(found).toMatchObject({
      postcode: POSTCODE_REQUIRED_MESSAGE,
      message: COMMENTS_MESSAGE,
      terms_conditions: TERMS_MESSAGE,
      category: CATEGORY_MESSAGE,
      location_id: LOCATION_MESSAGE,
      dealership_slug: DEALERSHIP_MESSAGE,
    });
    const ok = leadFieldsSchema('contact', strict).safeParse({
      ...person,
      postcode: '4000',
      message: 'Hello',
      terms_conditions: true,
      category: 'General Enquiry',
      location_id: '7',
      dealership_slug: 'carzone-rocklea',
    });
    expect(ok.success).toBe(true);
    expect(ok.data).toMatchObject({ location_id: 7 });
  });

  it('leaves the terms box out on sites without it', () => {
    expect(
      leadFieldsSchema('enquiry', lenient).parse({ ...person, terms_conditions: false }).terms_conditions,
    ).toBe(false);
  });

  it('fills the find-similar and request-photos messages when none is typed', () => {
    expect(
      leadFieldsSchema('find-similar', strict).parse({ ...person, postcode: '4000', terms_conditions: true })
        .message,
    ).toBe(FIND_SIMILAR_MESSAGE);
    expect(leadFieldsSchema('request-photos', lenient).parse(person).message).toBe(REQUEST_PHOTOS_MESSAGE);
  });

  it('asks careers for comments whatever the site says', () => {
    expect(errors(leadFieldsSchema('careers', lenient), person).message).toBe(COMMENTS_MESSAGE);
  });

  it.each([
    [{}, true],
    [{ booking_date: '2026-12-01', booking_time: '09:30' }, true],
    [{ booking_date: '', booking_time: '' }, true],
    [{ booking_date: '2026-12-01' }, false],
    [{ booking_time: '09:30' }, false],
    [{ booking_date: '2026-12-01', booking_time: '24:00' }, false],
    [{ booking_date: '01/12/2026', booking_time: '09:30' }, false],
  ])('test drive booking %j → valid %s', (booking, valid) => {
    const result = leadFieldsSchema('test-drive', lenient).safeParse({ ...person, ...booking });
    expect(result.success).toBe(valid);
    if (!valid) expect(result.error?.issues[0].message).toBe(BOOKING_MESSAGE);
  });
});

describe('the finance enquiry', () => {
  const loan = { vehicle_price_budget: '30000', loan_term: '5', self_assessed_credit_score: 'GREAT' };
  const finance = leadFieldsSchema('finance-enquiry', strict);

  it('takes the loan as typed, comments optional even on a strict site', () => {
    const parsed = finance.parse({ ...person, postcode: '4000', terms_conditions: true, ...loan });
    expect(parsed).toMatchObject({
      vehicle_price_budget: 30_000,
      loan_term: 5,
      self_assessed_credit_score: 'GREAT',
      who_is_helping: '',
      dealership_slug: '',
      message: '',
    });
  });

  it.each([
    ['$10,000', 10_000],
    ['200000', 200_000],
    [45_500, 45_500],
  ])('reads the amount %j as %d', (amount, expected) => {
    expect(
      leadFieldsSchema('finance-enquiry', lenient).parse({
        ...person,
        ...loan,
        vehicle_price_budget: amount,
      }),
    ).toMatchObject({ vehicle_price_budget: expected });
  });

  it.each([['9999'], ['200001'], [''], ['abc'], ['30000.5']])('refuses the amount %j', (amount) => {
    expect(
      errors(leadFieldsSchema('finance-enquiry', lenient), {
        ...person,
        ...loan,
        vehicle_price_budget: amount,
      }).vehicle_price_budget,
    ).toBe(FINANCE_AMOUNT_MESSAGE);
  });

  it.each([
    ['1', true],
    ['7', true],
    ['0', false],
    ['8', false],
  ])('term %s years → valid %s', (term, valid) => {
    const result = leadFieldsSchema('finance-enquiry', lenient).safeParse({
      ...person,
      ...loan,
      loan_term: term,
    });
    expect(result.success).toBe(valid);
    if (!valid) expect(result.error?.issues[0].message).toBe(FINANCE_TERM_MESSAGE);
  });

  it('takes only the three credit histories', () => {
    for (const score of ['GREAT', 'DECENT', 'POOR']) {
      expect(
        leadFieldsSchema('finance-enquiry', lenient).safeParse({
          ...person,
          ...loan,
          self_assessed_credit_score: score,
        }).success,
      ).toBe(true);
    }
    expect(
      errors(leadFieldsSchema('finance-enquiry', lenient), {
        ...person,
        ...loan,
        self_assessed_credit_score: 'OK',
      }).self_assessed_credit_score,
    ).toBe(FINANCE_CREDIT_MESSAGE);
  });
});

describe('LeadRequestSchema', () => {
  const request = {
    form: 'enquiry',
    idempotency_key: 'a1b2c3d4-e5f6',
    fields: person,
    car_id: 42,
    url: 'https://carzone.com.au/cars/x',
  };
  it('takes the spec payload with defaults', () => {
    expect(LeadRequestSchema.parse(request)).toMatchObject({
      source: 'Website',
      lead_attributes: { visited_pages: [], linked_query_params: {} },
    });
  });
  it.each([
    ['form', { form: 'spam' }],
    ['idempotency_key', { idempotency_key: 'short' }],
    ['idempotency_key', { idempotency_key: 'has spaces in it' }],
    ['url', { url: 'not a url' }],
    ['source', { source: 'Facebook' }],
    ['car_id', { car_id: -1 }],
    ['extra', { extra: 1 }],
  ])('refuses a bad %s', (field, change) => {
    const result = LeadRequestSchema.safeParse({ ...request, ...change });
    expect(result.success).toBe(false);
    expect(JSON.stringify(result.error?.issues)).toContain(field === 'extra' ? 'extra' : field);
  });
});
