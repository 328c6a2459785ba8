import { describe, expect, it } from 'vitest';
import { footerLicences } from './licences';

describe("the footer's dealer licences", () => {
  it.each([
    [[], []],
    [[{ name: 'Blacktown', dealerLicenseNumber: null }], []],
    [[{ name: 'Blacktown', dealerLicenseNumber: ' ' }], []],
    [[{ name: 'Blacktown', dealerLicenseNumber: 'MD1' }], [{ number: 'MD1', places: 'Blacktown' }]],
    [
      [
        { name: 'Blacktown', dealerLicenseNumber: 'MD1' },
        { name: 'Parramatta', dealerLicenseNumber: 'MD1' },
        { name: 'Dandenong', dealerLicenseNumber: 'LMCT2' },
      ],
      [
        { number: 'MD1', places: 'Blacktown, Parramatta' },
        { number: 'LMCT2', places: 'Dandenong' },
      ],
    ],
  ])('%o → %o', (locations, licences) => expect(footerLicences(locations)).toEqual(licences));
});
