// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type OurLocationCard, OurLocations } from './our-locations';

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
  types: ['sales'],
  area: null,
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
    // One type of location: nothing to choose.
    expect(screen.queryByRole('group', { name: 'Location type' })).toBeNull();
  });

  it('shows sales locations first, and the service or parts ones the shopper chooses', async () => {
    const cards = [
      card(1),
      card(2, { types: ['service'], hasStock: false }),
      card(3, { types: ['service', 'parts'], hasStock: false }),
      card(4),
      card(5, { types: ['parts'], hasStock: false }),
    ];
    render(<OurLocations cards={cards} />);
    const type = screen.getByRole('group', { name: 'Location type' });
    const sales = within(type).getByRole('button', { name: 'Sales (2)' });
    expect(sales).toHaveAttribute('aria-pressed', 'true');
    const names = () =>
      within(screen.getByRole('region', { name: 'Location cards' }))
        .getAllByRole('group', { hidden: true })
        .map((g) => g.getAttribute('aria-label'));
    expect(names()).toEqual(['Summit Location 1', 'Summit Location 4']);
    expect(screen.getByText('2 of 5 locations')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find the nearest' })).toHaveAttribute(
      'href',
      '/dealer-locator?type=sales',
    );

    await userEvent.click(within(type).getByRole('button', { name: 'Service (2)' }));
    expect(within(type).getByRole('button', { name: 'Service (2)' })).toHaveAttribute('aria-pressed', 'true');
    expect(sales).toHaveAttribute('aria-pressed', 'false');
    expect(names()).toEqual(['Summit Location 2', 'Summit Location 3']);
    expect(screen.queryAllByRole('link', { name: /^View Our Stock/, hidden: true })).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Find the nearest' })).toHaveAttribute(
      'href',
      '/dealer-locator?type=service',
    );
    expect(screen.getByText('2 of 5 locations')).toBeInTheDocument();
  });

  it('narrows a group’s cards to an area, and starts the carousel again at its first card', async () => {
    const cards = [
      card(1, { area: 'Springwood' }),
      card(2, { area: 'Ipswich' }),
      card(3, { area: 'Ipswich' }),
      card(4, { area: 'Springwood' }),
      card(5, { area: 'Ipswich' }),
    ];
    render(<OurLocations cards={cards} areas={['Springwood', 'Ipswich']} />);
    const next = screen.getByRole('button', { name: 'Next slide' });
    await userEvent.click(next);
    const area = screen.getByRole('combobox', { name: 'Area' });
    expect(
      within(area)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All areas', 'Springwood', 'Ipswich']);
    await userEvent.selectOptions(area, 'Ipswich');
    expect(screen.getAllByRole('group', { hidden: true }).map((g) => g.getAttribute('aria-label'))).toEqual([
      'Summit Location 2',
      'Summit Location 3',
      'Summit Location 5',
    ]);
    expect(screen.getByText('3 of 5 locations')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeDisabled();
    await userEvent.selectOptions(area, 'All areas');
    expect(screen.getByText('5 of 5 locations')).toBeInTheDocument();
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
