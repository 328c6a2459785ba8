import { describe, expect, it } from 'vitest';
import { highlight } from './highlight';

describe('highlight', () => {
  it.each([
    ['2022 Toyota HiLux SR5', 'hil sr5', '2022 Toyota <mark>HiLux</mark> <mark>SR5</mark>'],
    ['2022 Toyota HiLux SR5', '', '2022 Toyota HiLux SR5'],
    ['2022 Toyota HiLux SR5', undefined, '2022 Toyota HiLux SR5'],
    ['Mazda CX-5 Maxx', 'cx5', 'Mazda <mark>CX-5</mark> Maxx'],
    ['Ford <script>', 'ford', '<mark>Ford</mark> &lt;script&gt;'],
    ['Kia Seltos', 'zz', 'Kia Seltos'],
  ])('%s / %s', (text, query, expected) => {
    expect(highlight(text, query, '<mark>', '</mark>')).toBe(expected);
  });
});
