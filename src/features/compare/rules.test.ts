import { describe, expect, it } from 'vitest';
import { compareRows, featureRows } from './rules';

describe('compareRows', () => {
  it('lines up every label any car has, and marks the rows that differ', () => {
    const rows = compareRows([
      [
        { label: 'Kilometres', value: '10,000 km' },
        { label: 'Fuel', value: 'Petrol' },
      ],
      [
        { label: 'Kilometres', value: '20,000 km' },
        { label: 'Fuel', value: 'Petrol' },
        { label: 'Seats', value: '7' },
      ],
    ]);
    expect(rows).toEqual([
      { label: 'Kilometres', values: ['10,000 km', '20,000 km'], differs: true },
      { label: 'Fuel', values: ['Petrol', 'Petrol'], differs: false },
      { label: 'Seats', values: [null, '7'], differs: true },
    ]);
  });

  it('lists each feature once, with the cars that have it', () => {
    expect(featureRows([['Cruise control', 'Bluetooth'], ['Bluetooth']])).toEqual([
      { label: 'Cruise control', values: ['Yes', null], differs: true },
      { label: 'Bluetooth', values: ['Yes', 'Yes'], differs: false },
    ]);
  });
});
