import { describe, expect, it } from 'vitest';
import { colourGroup } from './colour-groups';

describe('colourGroup', () => {
  it.each([
    ['White', 'White'],
    ['Pearl Glare White', 'White'],
    ['Crystal Pearl', 'White'],
    ['Ceramic Ice', 'White'],
    ['Deep Black Pearl', 'Black'],
    ['White with Black Composite', 'Black'],
    ['Dark Stealth', 'Black'],
    ['Titanium Grey', 'Grey'],
    ['Sonic Titanium', 'Silver'],
    ['Silver Pearl', 'Silver'],
    ['Quicksilver', 'Silver'],
    ['Graphite', 'Grey'],
    ['Gun Metallic', 'Grey'],
    ['Soul Red Crystal', 'Red'],
    ['Red Diamond', 'Red'],
    ['Deep Crystal Blue', 'Blue'],
    ['Kaza Brown', 'Brown'],
    ['Equinox Bronze', 'Brown'],
    ['Forged Copper', 'Brown'],
    ['Gravity Gold', 'Gold'],
    ['Zircon Sand', 'Beige'],
    ['Lime Green', 'Green'],
    ['Baja Orange', 'Orange'],
    ['Champion Yellow', 'Yellow'],
    ['Mystery Finish', 'Other'],
    ['', null],
    [null, null],
  ])('%s → %s', (paint, group) => {
    expect(colourGroup(paint)).toBe(group);
  });
});
