import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HoursTable } from './hours-table';
import { StarRating } from './star-rating';

const week = [
  { weekday: 0, status: 'Closed' as const, open: null, close: null },
  ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, status: 'Open' as const, open: '07:30', close: '17:00' })),
  { weekday: 6, status: 'Closed' as const, open: null, close: null },
];

describe('the hours table', () => {
  it.each([
    ['service', true, 'Enquire Now', true],
    ['service', false, 'Closed', false],
    ['sales', true, 'Closed', false],
  ])('a closed day at a %s location (asked: %s) reads %s', (type, asked, text, link) => {
    const html = renderToStaticMarkup(
      <HoursTable
        week={week}
        locationSlug="x-service"
        locationType={type}
        enquireNowForClosedService={asked}
      />,
    );
    expect(html).toContain('Monday - Friday');
    expect(html).toContain('7:30 am - 5:00 pm');
    expect(html.includes('href="/contact-us/x-service"')).toBe(link);
    expect(html).toContain(text);
    // Saturday, then Sunday last: a row each (AF §9's groups), though both are closed.
    expect(html).not.toContain('Saturday - Sunday');
    expect(html.indexOf('Sunday')).toBeGreaterThan(html.indexOf('Saturday'));
    expect(html.indexOf('Saturday')).toBeGreaterThan(html.indexOf('Monday - Friday'));
  });
});

describe('the stars', () => {
  it('4.3: four whole stars and 30% of the fifth, named for screen readers', () => {
    const html = renderToStaticMarkup(<StarRating rating={4.3} />);
    expect(html).toContain('aria-label="Rated 4.3 out of 5"');
    expect([...html.matchAll(/data-fill="([\d.]+)"/g)].map((m) => m[1])).toEqual(['1', '1', '1', '1', '0.3']);
    expect(html).toContain('width:30%');
  });

  it('writes the star’s shape once, and each of the ten stars drawn (five grey, five amber) uses it', () => {
    const html = renderToStaticMarkup(<StarRating rating={4.3} />);
    const [, shape] = /<path id="([^"]+)"/.exec(html) ?? [];
    expect(html.match(/<path /g)).toHaveLength(1);
    expect(html.match(/<svg /g)).toHaveLength(10);
    expect(html.match(/<use /g)).toHaveLength(10);
    expect(html.match(new RegExp(`<use href="#${shape}"`, 'g'))).toHaveLength(10);
  });
});
