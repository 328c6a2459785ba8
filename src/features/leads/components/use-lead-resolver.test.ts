import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import {
  FIND_SIMILAR_MESSAGE,
  LOCATION_MESSAGE,
  POSTCODE_FORMAT_MESSAGE,
  POSTCODE_REQUIRED_MESSAGE,
  POSTCODE_UNKNOWN_MESSAGE,
  TERMS_MESSAGE,
} from '@/enquiries/rules';
import type { FormOptions } from '../schema';
import { createLeadResolver, type LeadValues } from './use-lead-resolver';

const options: FormOptions = {
  postcodeRequired: true,
  commentsRequired: false,
  termsCheckbox: true,
  showCategorySelect: false,
  showLocationSelect: false,
  showDealershipSelect: false,
};
const run = { shouldUseNativeValidation: false, fields: {} } as ResolverOptions<LeadValues>;
const shopper: LeadValues = {
  name: 'Anna',
  last_name: '',
  email: 'anna@example.com',
  phone: '+61 412 345 678',
  postcode: '4000',
  message: '',
  opt_in: true,
  terms_conditions: true,
};
const messages = (errors: Record<string, { message?: unknown } | undefined>) =>
  Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v?.message]));

describe('the form resolver', () => {
  it("checks the site's rules with the schema the server uses", async () => {
    const resolve = createLeadResolver('enquiry', options, false);
    for (const [postcode, message] of [
      ['', POSTCODE_REQUIRED_MESSAGE],
      ['400', POSTCODE_FORMAT_MESSAGE],
      ['40001', POSTCODE_FORMAT_MESSAGE],
      ['4a00', POSTCODE_FORMAT_MESSAGE],
      ['0000', POSTCODE_UNKNOWN_MESSAGE],
    ]) {
      const { errors } = await resolve({ ...shopper, postcode }, undefined, run);
      expect(messages(errors)).toEqual({ postcode: message });
    }
    const { errors } = await resolve({ ...shopper, terms_conditions: false }, undefined, run);
    expect(messages(errors)).toEqual({ terms_conditions: TERMS_MESSAGE });
  });

  it('answers the values the lead is sent with', async () => {
    const resolve = createLeadResolver('find-similar', options, false);
    const { values, errors } = await resolve({ ...shopper, message: '', website: 'x' }, undefined, run);
    expect(errors).toEqual({});
    expect(values).toMatchObject({ name: 'Anna', message: FIND_SIMILAR_MESSAGE, opt_in: true });
    expect(values).not.toHaveProperty('website');
  });

  it('requires the location of a test drive without a car', async () => {
    const atLocation = createLeadResolver('test-drive', options, true);
    const missing = await atLocation({ ...shopper, location_id: undefined }, undefined, run);
    expect(messages(missing.errors)).toEqual({ location_id: LOCATION_MESSAGE });
    const picked = await atLocation({ ...shopper, location_id: '3' }, undefined, run);
    expect(picked.errors).toEqual({});
    expect(picked.values).toMatchObject({ location_id: 3 });
    const withCar = await createLeadResolver('test-drive', options, false)(shopper, undefined, run);
    expect(withCar.errors).toEqual({});
  });
});
