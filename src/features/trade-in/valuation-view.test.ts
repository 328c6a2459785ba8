import { describe, expect, it } from 'vitest';
import { basedOnSentence } from './valuation-view';

const ranger = { make: 'Ford', model: 'Ranger' };
const basedOn = {
  comparables: 36,
  badge: 'XLT',
  marketMin: 30_900,
  marketMax: 38_500,
  marketMean: 34_500,
  marketError: 0.11,
  marginPercent: 12,
  reconditioning: 300,
};

describe('basedOnSentence', () => {
  it.each([
    [
      'a badge of its own, an error and reconditioning',
      basedOn,
      "Based on 36 comparable used Ford Ranger cars for sale and sold in the last 90 days, adjusted to your car's year, kilometres and badge (XLT): worth $34,500 to a buyer, give or take 11% ($30,900 to $38,500), less our 12% margin and $300 of reconditioning for the condition you described.",
    ],
    [
      "the model's level, no reconditioning",
      { ...basedOn, badge: null, reconditioning: 0 },
      "Based on 36 comparable used Ford Ranger cars for sale and sold in the last 90 days, adjusted to your car's year and kilometres: worth $34,500 to a buyer, give or take 11% ($30,900 to $38,500), less our 12% margin.",
    ],
    [
      'a valuation stored before its error was kept',
      { ...basedOn, marketError: undefined, reconditioning: 0 },
      "Based on 36 comparable used Ford Ranger cars for sale and sold in the last 90 days, adjusted to your car's year, kilometres and badge (XLT): worth $34,500 to a buyer ($30,900 to $38,500), less our 12% margin.",
    ],
  ])('%s', (_label, evidence, expected) => {
    expect(basedOnSentence(ranger, evidence)).toBe(expected);
  });
});
