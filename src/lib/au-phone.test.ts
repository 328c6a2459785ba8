import { describe, expect, it } from 'vitest';
import { spacedAuPhone } from './au-phone';

describe('spacedAuPhone', () => {
  it.each([
    ['0412345678', '0412 345 678'],
    ['+61 412 345 678', '0412 345 678'],
    ['61412345678', '0412 345 678'],
    ['0733908800', '07 3390 8800'],
    ['(02) 9876-5432', '02 9876 5432'],
    ['1300227996', '1300 227 996'],
    ['1800 123 456', '1800 123 456'],
    ['132233', '13 22 33'],
    ['555 1234', '555 1234'],
    ['', ''],
  ])('%j → %j', (value, spaced) => {
    expect(spacedAuPhone(value)).toBe(spaced);
  });
});
