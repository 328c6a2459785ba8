import { describe, expect, it } from 'vitest';
import { contactDetailsOf } from './contact-details';

describe('contactDetailsOf: a signed-in shopper’s details for a form to start with', () => {
  it.each([
    [null, undefined],
    [
      { id: 'u', phone: '+61412345678', firstName: 'Anna', lastName: 'Nguyen', email: 'anna@example.com' },
      { name: 'Anna', last_name: 'Nguyen', email: 'anna@example.com', phone: '+61412345678' },
    ],
    [
      { id: 'u', phone: '+61412345678', firstName: null, lastName: null, email: null },
      { name: undefined, last_name: undefined, email: undefined, phone: '+61412345678' },
    ],
  ])('%o → %o', (shopper, details) => {
    expect(contactDetailsOf(shopper)).toEqual(details);
  });
});
