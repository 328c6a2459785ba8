// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type OurLocationCard, OurLocations } from './our-locations';

vi.mock('next/image', () => ({
  default: (props: { alt: string }) => <span role="img" aria-label={props.alt} />,
}));

const card = (n: number, over: Partial<OurLocationCard> = {}): OurLocationCard => ({
  slug: `summit-${n}`,
  name: `Summit Location ${n}`,
  city: 'Ipswich',
  state: 'QLD',
  image: null,
  map: {
    kind: 'drawn',
    map: { width: 400, height: 300, land: 'M0 0L400 0L400 300Z', pin: { x: 200, y: 150 } },
  },
  rating: null,
  hasStock: true,
  ...over,
});

describe('OurLocations', () => {
  it('shows each location’s map or photo, its rating and its two links', () => {
    render(
      <OurLocations
        cards={[
          card(1, { rating: { average: 4.6, count: 120 } }),
          card(2, { image: '/media/locations/2.webp' }),
        ]}
      />,
    );
    const first = screen.getByRole('group', { name: 'Summit Location 1' });
    expect(
      within(first).getByRole('img', { name: 'Map of Summit Location 1, Ipswich QLD' }),
    ).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: /120 reviews/ })).toHaveAttribute(
      'href',
      '/locations/summit-1#reviews',
    );
    expect(within(first).getByRole('link', { name: 'View Location: Summit Location 1' })).toHaveAttribute(
      'href',
      '/locations/summit-1',
    );
    expect(within(first).getByRole('link', { name: 'View Our Stock at Summit Location 1' })).toHaveAttribute(
      'href',
      '/search?location_name=Summit%20Location%201',
    );
    // Out of view (one slide fits jsdom's view), the second card is hidden from screen readers.
    expect(screen.getByRole('img', { name: 'Summit Location 2, Ipswich', hidden: true })).toBeInTheDocument();
    expect(screen.queryByText('Swipe')).toBeNull();
  });

  it('offers View Our Stock only at a location with cars listed, and the way to the locator', () => {
    render(<OurLocations cards={[card(1), card(2, { hasStock: false })]} />);
    const stocked = screen.getByRole('group', { name: 'Summit Location 1' });
    expect(within(stocked).getByRole('link', { name: /^View Our Stock/ })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^View Our Stock/, hidden: true })).toHaveLength(1);
    expect(screen.getAllByRole('link', { name: /^View Location/, hidden: true })).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Find the nearest' })).toHaveAttribute('href', '/dealer-locator');
  });

  it('hints at swiping above 3 cards, and its arrows stop at the ends', async () => {
    render(<OurLocations cards={[1, 2, 3, 4].map((n) => card(n))} />);
    expect(screen.getByText('Swipe')).toBeInTheDocument();
    const previous = screen.getByRole('button', { name: 'Previous slide' });
    const next = screen.getByRole('button', { name: 'Next slide' });
    expect(previous).toBeDisabled();
    for (let i = 0; i < 3; i += 1) await userEvent.click(next);
    expect(next).toBeDisabled();
    expect(previous).toBeEnabled();
  });
});
