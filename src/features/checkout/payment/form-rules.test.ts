import { describe, expect, it } from 'vitest';
import {
  type FormPolicy,
  fieldId,
  fieldOrder,
  firstMessages,
  payerFields,
  refusalShown,
  requestBody,
} from './form-rules';

const form: FormPolicy = {
  idPrefix: 'reserve',
  endpoint: '/api/checkout/reservations',
  spacing: 'space-y-4',
  groups: [
    { rows: [{ name: 'location_id', label: 'Dealership', control: 'select' }] },
    { rows: [payerFields('Mobile'), { name: 'postcode', label: 'Postcode', onlyWhenFilled: true }] },
  ],
};

describe('the payment form’s rules', () => {
  it('names its fields as the page does, in page order', () => {
    expect(fieldId(form, 'last_name')).toBe('reserve-last-name');
    expect(fieldOrder(form)).toEqual(['location_id', 'name', 'last_name', 'email', 'phone', 'postcode']);
  });

  it('sends the key, what the use adds and each field drawn; an empty optional field is left out', () => {
    const body = requestBody(form, 'k1', { name: 'Jo', postcode: '  ' }, {}, { car_slug: 'a-car' });
    expect(body).toEqual({
      idempotency_key: 'k1',
      car_slug: 'a-car',
      name: 'Jo',
      last_name: '',
      email: '',
      phone: '',
    });
  });

  it('shows its own fields’ issues, one message each, else the first other issue or the answer’s message', () => {
    const issues = [
      { field: 'email', message: 'Enter an email.' },
      { field: 'email', message: 'Too long.' },
      { field: 'purchase.postcode', message: 'Check the postcode.' },
    ];
    const shown = refusalShown(form, issues, 'Invalid input');
    expect(firstMessages(shown.issues)).toEqual({ email: 'Enter an email.' });
    expect(refusalShown(form, issues.slice(2), 'Invalid input')).toEqual({
      issues: [],
      alert: 'Check the postcode.',
    });
    expect(refusalShown(form, [], null)).toEqual({ issues: [], alert: null });
  });
});
