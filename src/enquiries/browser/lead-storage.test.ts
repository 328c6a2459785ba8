import { describe, expect, it } from 'vitest';
import { storageKeys } from '@/enquiries/rules';
import {
  enquiryCar,
  leadAttributes,
  linkedParamsKey,
  parseSuccessRecord,
  recordVisit,
  rememberLead,
  SUCCESS_RECORD_MAX_AGE_MS,
  type SuccessRecord,
  successKind,
} from './lead-storage';

function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => {
      map.set(key, value);
    },
  };
}

const fullStorage = {
  getItem: () => null,
  setItem: () => {
    throw new DOMException('QuotaExceededError');
  },
};

describe('recordVisit and leadAttributes', () => {
  it("keeps the pages visited and the landing URL's marketing parameters, per site", () => {
    const storage = memoryStorage();
    recordVisit(storage, 'carzone', '/', '?utm_source=google&utm_medium=cpc&page=2');
    recordVisit(storage, 'carzone', '/search', '');
    recordVisit(storage, 'carzone', '/search', '?sort=price_asc');
    recordVisit(storage, 'carzone', '/cars/x', '');
    recordVisit(storage, 'coastal-toyota', '/finance', '');
    expect(leadAttributes(storage, 'carzone')).toEqual({
      visited_pages: ['/', '/search', '/cars/x'],
      linked_query_params: { utm_source: 'google', utm_medium: 'cpc' },
    });
    expect(leadAttributes(storage, 'coastal-toyota')).toEqual({
      visited_pages: ['/finance'],
      linked_query_params: {},
    });
  });

  it('credits the latest campaign and keeps the latest 20 pages', () => {
    const storage = memoryStorage();
    recordVisit(storage, 's', '/', '?utm_source=fb');
    for (let i = 0; i < 25; i++) recordVisit(storage, 's', `/p${i}`, '');
    recordVisit(storage, 's', '/landing', '?gclid=abc');
    const attributes = leadAttributes(storage, 's');
    expect(attributes.visited_pages).toHaveLength(20);
    expect(attributes.visited_pages.at(-1)).toBe('/landing');
    expect(attributes.linked_query_params).toEqual({ gclid: 'abc' });
  });

  it('survives junk and a storage that refuses writes', () => {
    const storage = memoryStorage({
      [storageKeys('s').visitedPages]: '{not json',
      [linkedParamsKey('s')]: '{"utm_source": 5}',
    });
    expect(leadAttributes(storage, 's')).toEqual({ visited_pages: [], linked_query_params: {} });
    expect(() => recordVisit(fullStorage, 's', '/', '?utm_source=x')).not.toThrow();
    expect(leadAttributes(null, 's')).toEqual({ visited_pages: [], linked_query_params: {} });
  });
});

describe('successKind', () => {
  it.each([
    ['enquiry', null, 'enquiry'],
    ['find-similar', null, 'enquiry'],
    ['test-drive', null, 'test-drive'],
    ['request-photos', null, 'request-photos'],
    ['careers', null, 'careers'],
    ['contact', 'Careers Enquiry', 'careers'],
    ['contact', 'Finance Enquiry', 'enquiry'],
  ] as const)('%s (%s) → %s', (form, category, kind) => {
    expect(successKind(form, category)).toBe(kind);
  });
});

describe('rememberLead and parseSuccessRecord', () => {
  const now = new Date('2025-11-24T00:00:00Z');
  const record: SuccessRecord = {
    kind: 'test-drive',
    category: 'Test Drive',
    name: 'Anna',
    car: { name: '2021 Toyota RAV4 GX', slug: '2021-toyota-rav4-gx' },
    booking: { date: '2025-11-25', time: '09:30' },
    at: now.toISOString(),
  };

  it("stores the details, the car and the record under the site's keys", () => {
    const storage = memoryStorage({
      [storageKeys('carzone').userDetails]: JSON.stringify({ postcode: '4000', email: 'old@example.com' }),
    });
    rememberLead(storage, 'carzone', {
      fields: {
        name: ' Anna ',
        last_name: '',
        email: 'anna@example.com',
        phone: '0412 345 678',
        message: 'Hi',
      },
      car: { id: 9, name: '2021 Toyota RAV4 GX', slug: '2021-toyota-rav4-gx' },
      record,
    });
    const keys = storageKeys('carzone');
    expect(JSON.parse(storage.map.get(keys.userDetails) ?? '')).toEqual({
      name: 'Anna',
      email: 'anna@example.com',
      phone: '0412 345 678',
      postcode: '4000',
    });
    expect(JSON.parse(storage.map.get(keys.enquiryCar) ?? '')).toEqual({
      id: 9,
      name: '2021 Toyota RAV4 GX',
      slug: '2021-toyota-rav4-gx',
    });
    expect(parseSuccessRecord(storage.map.get(keys.successCategory) ?? null, now)).toEqual(record);
    expect(enquiryCar(storage, 'carzone')).toEqual({
      id: 9,
      name: '2021 Toyota RAV4 GX',
      slug: '2021-toyota-rav4-gx',
    });
    expect(enquiryCar(storage, 'coastal-toyota')).toBeNull();
    expect(() => rememberLead(fullStorage, 'carzone', { fields: {}, car: null, record })).not.toThrow();
  });

  it('reads a record of the last 24 hours only', () => {
    const raw = JSON.stringify(record);
    const at = now.getTime();
    expect(parseSuccessRecord(raw, new Date(at + SUCCESS_RECORD_MAX_AGE_MS))).not.toBeNull();
    expect(parseSuccessRecord(raw, new Date(at + SUCCESS_RECORD_MAX_AGE_MS + 1))).toBeNull();
  });

  it('drops junk and malformed parts', () => {
    expect(parseSuccessRecord(null, now)).toBeNull();
    expect(parseSuccessRecord('nope', now)).toBeNull();
    expect(parseSuccessRecord(JSON.stringify({ ...record, kind: 'spam' }), now)).toBeNull();
    expect(parseSuccessRecord(JSON.stringify({ ...record, at: 'yesterday' }), now)).toBeNull();
    expect(
      parseSuccessRecord(
        JSON.stringify({ ...record, car: { name: 1 }, booking: { date: 'x', time: '9' } }),
        now,
      ),
    ).toEqual({ ...record, car: null, booking: null });
  });
});

describe('enquiryCar', () => {
  it.each([
    ['nothing stored', undefined],
    ['junk', '{'],
    ['an array', '[]'],
    ['no slug', JSON.stringify({ id: 1, name: 'A car' })],
    ['a blank name', JSON.stringify({ id: 1, name: '', slug: 'a-car' })],
    ['a text id', JSON.stringify({ id: '1', name: 'A car', slug: 'a-car' })],
  ])('reads %s as no car', (_label, raw) => {
    const storage = memoryStorage();
    if (raw !== undefined) storage.setItem(storageKeys('carzone').enquiryCar, raw);
    expect(enquiryCar(storage, 'carzone')).toBeNull();
  });
});
