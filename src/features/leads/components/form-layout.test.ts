import { describe, expect, it } from 'vitest';
import { FIND_SIMILAR_MESSAGE, REQUEST_PHOTOS_MESSAGE } from '@/enquiries/rules';
import type { FormOptions } from '../schema';
import { defaultValues, formLayout, testDriveLocations } from './form-layout';

const options = (over: Partial<FormOptions> = {}): FormOptions => ({
  postcodeRequired: false,
  commentsRequired: true,
  termsCheckbox: false,
  showCategorySelect: false,
  showLocationSelect: false,
  showDealershipSelect: false,
  ...over,
});

describe('formLayout', () => {
  it('requires comments on an enquiry unless the site disables it', () => {
    expect(formLayout('enquiry', options(), { hasCar: true, hasLocations: true }).message).toBe('required');
    expect(
      formLayout('enquiry', options({ commentsRequired: false }), { hasCar: true, hasLocations: true })
        .message,
    ).toBe('optional');
    expect(
      formLayout('contact', options({ commentsRequired: false }), { hasCar: false, hasLocations: true })
        .message,
    ).toBe('optional');
  });

  it.each([
    ['the select is shown: the category is picked there', true, { category: 'Parts Enquiry' }, true, false],
    ['no select: the preset category is sent hidden', false, { category: 'Parts Enquiry' }, false, true],
    ['no select and no preset: no category', false, {}, false, false],
  ])('a contact page presetting its category, %s', (_label, showCategorySelect, preset, select, hidden) => {
    const layout = formLayout('contact', options({ showCategorySelect }), {
      hasCar: false,
      hasLocations: false,
      preset,
    });
    expect({ select: layout.category, hidden: layout.categoryPreset }).toEqual({ select, hidden });
    expect(defaultValues(layout, preset).category).toBe(select || hidden ? 'Parts Enquiry' : undefined);
  });

  it('always requires comments on careers and never on a test drive or find-similar', () => {
    expect(
      formLayout('careers', options({ commentsRequired: false }), { hasCar: false, hasLocations: true })
        .message,
    ).toBe('required');
    expect(formLayout('test-drive', options(), { hasCar: true, hasLocations: true }).message).toBe(
      'optional',
    );
    expect(formLayout('find-similar', options(), { hasCar: true, hasLocations: true })).toMatchObject({
      message: 'optional',
      messageDefault: FIND_SIMILAR_MESSAGE,
    });
  });

  it('hides the Request Photos message and fills it with the request text', () => {
    expect(formLayout('request-photos', options(), { hasCar: true, hasLocations: true })).toMatchObject({
      message: 'hidden',
      messageDefault: REQUEST_PHOTOS_MESSAGE,
    });
  });

  it('shows the selects the site asks for, on the forms that have them', () => {
    const all = options({ showCategorySelect: true, showLocationSelect: true, showDealershipSelect: true });
    expect(formLayout('contact', all, { hasCar: false, hasLocations: true })).toMatchObject({
      category: true,
      location: 'select',
      dealership: true,
    });
    expect(formLayout('enquiry', all, { hasCar: true, hasLocations: true })).toMatchObject({
      category: false,
      location: 'select',
      dealership: false,
    });
    expect(formLayout('careers', all, { hasCar: false, hasLocations: true })).toMatchObject({
      category: false,
      location: 'none',
      dealership: false,
    });
  });

  it('books a test drive without a car at a location the shopper must pick', () => {
    expect(formLayout('test-drive', options(), { hasCar: false, hasLocations: true })).toMatchObject({
      location: 'select',
      locationRequired: true,
      booking: true,
    });
    expect(formLayout('test-drive', options(), { hasCar: true, hasLocations: true })).toMatchObject({
      location: 'none',
      locationRequired: false,
    });
  });

  it('takes a test-drive request without a location or a time where the site has no location yet', () => {
    expect(formLayout('test-drive', options(), { hasCar: false, hasLocations: false })).toMatchObject({
      location: 'none',
      locationRequired: false,
      booking: false,
    });
    expect(formLayout('test-drive', options(), { hasCar: true, hasLocations: false }).booking).toBe(true);
  });

  it('keeps a preset location hidden when the site shows no location select', () => {
    expect(
      formLayout('contact', options(), { hasCar: false, hasLocations: true, preset: { location_id: 4 } })
        .location,
    ).toBe('hidden');
    expect(formLayout('contact', options(), { hasCar: false, hasLocations: true }).location).toBe('none');
  });

  it('adds the terms box only on sites that have it', () => {
    expect(
      formLayout('enquiry', options({ termsCheckbox: true }), { hasCar: true, hasLocations: true }).terms,
    ).toBe(true);
    expect(formLayout('enquiry', options(), { hasCar: true, hasLocations: true }).terms).toBe(false);
  });
});

describe('defaultValues', () => {
  it('opts in by default and starts only the fields the form has', () => {
    const values = defaultValues(formLayout('find-similar', options(), { hasCar: true, hasLocations: true }));
    expect(values).toEqual({
      name: '',
      last_name: '',
      email: '',
      phone: '',
      postcode: '',
      message: FIND_SIMILAR_MESSAGE,
      opt_in: true,
      website: '',
    });
  });

  it.each([
    ['one option: pre-selected', [7], {}, '7'],
    ['two options: none', [7, 8], {}, undefined],
    ['no options', [], {}, undefined],
    ['the preset wins over the single option', [7], { location_id: 9 }, '9'],
  ] as const)('the location select: %s', (_label, ids, preset, selected) => {
    const layout = formLayout('contact', options({ showLocationSelect: true }), {
      hasCar: false,
      hasLocations: ids.length > 0,
    });
    const offered = ids.map((id) => ({ id, name: `Location ${id}`, slug: `l${id}`, type: 'sales' }));
    expect(layout.location).toBe('select');
    expect(defaultValues(layout, preset, offered).location_id).toBe(selected);
  });

  it('starts the selects, the terms box, the booking and the preset', () => {
    const layout = formLayout(
      'contact',
      options({ showCategorySelect: true, showDealershipSelect: true, termsCheckbox: true }),
      { hasCar: false, hasLocations: true, preset: { location_id: 7 } },
    );
    expect(defaultValues(layout, { location_id: 7, subcategory: 'Find me something similar' })).toMatchObject(
      {
        category: '',
        dealership_slug: '',
        location_id: '7',
        subcategory: 'Find me something similar',
        terms_conditions: false,
      },
    );
    expect(
      defaultValues(formLayout('test-drive', options(), { hasCar: true, hasLocations: true })),
    ).toMatchObject({
      booking_date: '',
      booking_time: '',
    });
  });
});

describe('testDriveLocations', () => {
  const loc = (id: number, type: string) => ({ id, name: `L${id}`, slug: `l${id}`, type });
  it('offers the sales locations, or all when there is none', () => {
    expect(
      testDriveLocations([loc(1, 'sales'), loc(2, 'service'), loc(3, 'sales')]).map((l) => l.id),
    ).toEqual([1, 3]);
    expect(testDriveLocations([loc(2, 'service'), loc(4, 'parts')]).map((l) => l.id)).toEqual([2, 4]);
  });
});

describe('the finance enquiry', () => {
  const layout = formLayout(
    'finance-enquiry',
    options({ showDealershipSelect: true, showCategorySelect: true }),
    {
      hasCar: true,
      hasLocations: true,
    },
  );

  it('shows the loan with optional comments and none of the contact selects', () => {
    expect(layout).toMatchObject({
      finance: true,
      message: 'optional',
      category: false,
      dealership: false,
      location: 'none',
      booking: false,
    });
    expect(formLayout('enquiry', options(), { hasCar: true, hasLocations: true }).finance).toBe(false);
  });

  it("starts from the quote's defaults, or from the finance link", () => {
    expect(defaultValues(layout)).toMatchObject({
      vehicle_price_budget: '30000',
      loan_term: '5',
      self_assessed_credit_score: 'GREAT',
      who_is_helping: '',
      dealership_slug: '',
    });
    expect(
      defaultValues(layout, {
        vehicle_price_budget: 41990,
        loan_term: 3,
        self_assessed_credit_score: 'POOR',
        who_is_helping: 'Sam',
        dealership_slug: 'carzone-rocklea',
      }),
    ).toMatchObject({
      vehicle_price_budget: '41990',
      loan_term: '3',
      self_assessed_credit_score: 'POOR',
      who_is_helping: 'Sam',
      dealership_slug: 'carzone-rocklea',
    });
  });
});
