import { describe, expect, it } from 'vitest';
import { postcodeError } from './postcode-rules';
import {
  CAREERS_CATEGORY,
  checkOptionField,
  collectAdditionalServices,
  leadCategory,
  leadEvent,
  linkedQueryParams,
  maskPhone,
  nextVisitedPages,
  normaliseAuPhone,
  POSTCODE_FORMAT_MESSAGE,
  POSTCODE_REQUIRED_MESSAGE,
  POSTCODE_UNKNOWN_MESSAGE,
  parseUserDetails,
  storageKeys,
  userDetailsToKeep,
  VISITED_PAGES_MAX,
} from './rules';

describe('postcodeError', () => {
  it.each([
    ['4000', true, null],
    ['0800', true, null],
    ['7250', false, null],
    ['', true, POSTCODE_REQUIRED_MESSAGE],
    ['  ', true, POSTCODE_REQUIRED_MESSAGE],
    ['', false, null],
    ['400', true, POSTCODE_FORMAT_MESSAGE],
    ['40001', true, POSTCODE_FORMAT_MESSAGE],
    ['4a00', true, POSTCODE_FORMAT_MESSAGE],
    ['400 ', true, POSTCODE_FORMAT_MESSAGE],
    ['0000', true, POSTCODE_UNKNOWN_MESSAGE],
    ['0199', false, POSTCODE_UNKNOWN_MESSAGE],
    ['0200', false, null],
    ['0799', false, POSTCODE_UNKNOWN_MESSAGE],
    ['9999', false, null],
    // Inside a state's range but allocated to no place: geocoding finds nothing.
    ['2999', false, POSTCODE_UNKNOWN_MESSAGE],
    ['4999', true, POSTCODE_UNKNOWN_MESSAGE],
    ['4998', true, POSTCODE_UNKNOWN_MESSAGE],
    ['1999', true, POSTCODE_UNKNOWN_MESSAGE],
    ['2148', true, null],
    ['4870', true, null],
  ])('%j (required %s) → %s', (value, required, expected) => {
    expect(postcodeError(value, required)).toBe(expected);
  });
});

describe('normaliseAuPhone', () => {
  it.each([
    ['0412 345 678', '0412345678'],
    ['+61 412 345 678', '0412345678'],
    ['61412345678', '0412345678'],
    ['(07) 3390 8800', '0733908800'],
    ['02-9999-1234', '0299991234'],
    ['1300 227 996', '1300227996'],
    ['1800-123-456', '1800123456'],
    ['13 22 11', '132211'],
    ['041234567', null],
    ['04123456789', null],
    ['0512345678', null],
    ['+1 415 555 0100', null],
    ['555 1234', null],
    ['', null],
    ['phone', null],
  ])('%j → %j', (input, expected) => {
    expect(normaliseAuPhone(input)).toBe(expected);
  });
});

describe('maskPhone', () => {
  it.each([
    ['07 3390 8800', '07 33•• ••••'],
    ['0412345678', '04123•••••'],
    ['1300', '1300'],
    ['13002', '13002'],
    ['130022', '13002•'],
  ])('%s → %s (the first 5 characters shown)', (phone, expected) => {
    expect(maskPhone(phone)).toBe(expected);
  });
});

describe('collectAdditionalServices', () => {
  it('collects ticked check-option fields, marker removed, in order', () => {
    expect(
      collectAdditionalServices({
        [checkOptionField('Tinting')]: true,
        [checkOptionField('Warranty')]: false,
        opt_in: true,
        [checkOptionField('Paint protection')]: true,
        check: true,
        __check: true,
      }),
    ).toEqual(['Tinting', 'Paint protection']);
  });
});

describe('leadCategory', () => {
  it.each([
    ['enquiry', { carType: 'new' }, 'New Car Enquiry', null],
    ['enquiry', { carType: 'demo' }, 'Demo Car Enquiry', null],
    ['enquiry', { carType: 'used' }, 'Used Car Enquiry', null],
    ['find-similar', { carType: 'used' }, 'Used Car Enquiry', 'Find me something similar'],
    ['test-drive', { carType: 'used' }, 'Test Drive', null],
    ['request-photos', { carType: 'new' }, 'Request Photos', null],
    ['careers', {}, 'General Enquiry', 'Career Enquiry'],
    ['contact', {}, 'General Enquiry', null],
    ['contact', { category: 'Service Enquiry' }, 'Service Enquiry', null],
    ['contact', { category: CAREERS_CATEGORY }, 'General Enquiry', 'Career Enquiry'],
    ['finance', { carType: 'used' }, 'Finance Enquiry', 'Instant pre-approval'],
    ['finance-enquiry', { carType: 'new' }, 'Finance Enquiry', null],
    ['finance-enquiry', {}, 'Finance Enquiry', null],
  ] as const)('%s %j → %s / %s', (form, input, category, subcategory) => {
    expect(leadCategory(form, input)).toEqual({ category, subcategory });
  });
});

describe('leadEvent', () => {
  it.each([
    ['enquiry', { carType: 'new' }, 14],
    ['enquiry', { carType: 'demo' }, 14],
    ['enquiry', { carType: 'used' }, 15],
    ['find-similar', { carType: 'used' }, 15],
    ['request-photos', { carType: 'new' }, 14],
    ['test-drive', { carType: 'new' }, 17],
    ['test-drive', {}, 17],
    ['test-drive', { carType: 'used' }, 48],
    ['careers', {}, 51],
    ['contact', { category: CAREERS_CATEGORY }, 51],
    ['contact', { category: 'Finance Enquiry' }, 9],
    ['contact', { category: 'General Enquiry' }, null],
    ['finance', { carType: 'used' }, 9],
    ['finance-enquiry', { carType: 'used' }, 9],
    ['finance-enquiry', {}, 9],
  ] as const)('%s %j → %s', (form, input, event) => {
    expect(leadEvent(form, input)).toBe(event);
  });
});

describe('stored details', () => {
  it('names keys by the site', () => {
    expect(storageKeys('carzone').userDetails).toBe('carzone:user_details');
    expect(storageKeys('coastal-toyota').userDetails).not.toBe(storageKeys('carzone').userDetails);
  });
  it('keeps the five contact fields, trimmed, blanks left out', () => {
    expect(
      userDetailsToKeep({
        name: ' Sam ',
        last_name: '',
        email: 'sam@example.com',
        phone: '0412345678',
        message: 'hi',
      }),
    ).toEqual({ name: 'Sam', email: 'sam@example.com', phone: '0412345678' });
  });
  it.each([
    ['{"name":"Sam","email":"s@x.au","admin":true}', { name: 'Sam', email: 's@x.au' }],
    ['{"name":5}', {}],
    ['not json', {}],
    [null, {}],
    ['[]', {}],
  ])('parses %j', (raw, expected) => {
    expect(parseUserDetails(raw)).toEqual(expected);
  });
});

describe('lead attributes', () => {
  it('appends visited pages, skipping a repeat, keeping the latest 20', () => {
    expect(nextVisitedPages(['/a'], '/a')).toEqual(['/a']);
    expect(nextVisitedPages(['/a'], '/b')).toEqual(['/a', '/b']);
    const full = Array.from({ length: VISITED_PAGES_MAX }, (_, i) => `/p${i}`);
    const next = nextVisitedPages(full, '/new');
    expect(next).toHaveLength(VISITED_PAGES_MAX);
    expect(next[0]).toBe('/p1');
    expect(next.at(-1)).toBe('/new');
  });
  it('keeps only the marketing parameters', () => {
    expect(linkedQueryParams('?utm_source=fb&utm_campaign=eofy&make=Toyota&gclid=x1')).toEqual({
      utm_source: 'fb',
      utm_campaign: 'eofy',
      gclid: 'x1',
    });
    expect(linkedQueryParams('')).toEqual({});
  });
});
