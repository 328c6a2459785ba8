import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { FeedStock } from '@/search';
import { OutboundFeedsSection } from './outbound-feeds-section';

const car = (id: number, name: string) =>
  ({ id, name, stocknum: `S${id}` }) as FeedStock['leftOut'][number]['car'];

describe('OutboundFeedsSection', () => {
  it('lists every feed address and each car left out with why', () => {
    const html = renderToStaticMarkup(
      <OutboundFeedsSection
        site="carzone"
        origin="https://carzone.com.au"
        leftOut={[
          { car: car(1, '2021 Toyota RAV4'), reason: 'no-photo' },
          { car: car(2, '2019 Mazda CX-5'), reason: 'sold' },
          { car: car(3, '2020 Kia Rio'), reason: 'no-photo' },
        ]}
      />,
    );
    for (const feed of [
      'google-vehicles.xml',
      'google-stores.xml',
      'meta-vehicles.xml',
      'stock.csv',
      'stock.json',
    ])
      expect(html).toContain(`href="https://carzone.com.au/feeds/${feed}"`);
    expect(html).toContain('3 cars are left out');
    expect(html).toMatch(/<details><summary[^>]*>Show the cars<\/summary>/);
    expect(html).toContain('No photo: 2 · Sold: 1 (sold in the last 14 days)');
    expect(html).toContain('href="/carzone/stock/1"');
    expect(html).toContain('(S2) · Sold');
  });

  it('says so when no car is left out', () => {
    const html = renderToStaticMarkup(
      <OutboundFeedsSection site="x" origin="http://x.localhost" leftOut={[]} />,
    );
    expect(html).toContain('No car is left out.');
  });
});
