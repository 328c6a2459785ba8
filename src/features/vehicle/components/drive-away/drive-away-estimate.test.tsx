// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { driveAwayByState } from '../../drive-away-rules';
import { DriveAwayEstimate, driveAwayStateKey } from './drive-away-estimate';

// A 4-cylinder car at $44,005 excl. government charges with $995 dealer delivery: $45,000 dutiable, the
// top of NSW's first bracket (3 % → $1,350) and 3 % in QLD ($1,350).
const estimates = driveAwayByState(
  {
    price: 44_005,
    beforePrice: null,
    offerPrice: null,
    priceType: 'Excl. Government Charges',
    driveAwayPrice: null,
    itemType: 'car',
    simpleFuel: 'Petrol',
    variant: { cylinders: 4 },
  },
  { state: 'QLD', delivery: 995 },
);

afterEach(() => window.localStorage.clear());

describe('DriveAwayEstimate', () => {
  if (!estimates) throw new Error('an EGC price has estimates');

  it("shows the site's state, its basis and, on request, the parts", () => {
    render(<DriveAwayEstimate estimates={estimates} initial="QLD" siteSlug="coastal-toyota" />);
    expect(screen.getByText('Est. drive-away $47,076 (QLD)')).toBeInTheDocument();
    expect(
      screen.getByText('Price + stamp duty + registration + CTP + dealer delivery, rates as at 1 July 2025'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByText('How the estimate adds up'));
    expect(screen.getByText('Stamp duty (QLD)').nextSibling).toHaveTextContent('$1,350');
    expect(screen.getByText('Dealer delivery').nextSibling).toHaveTextContent('$995');
  });

  it('shows the state the shopper picks, and remembers it for the next car', () => {
    render(<DriveAwayEstimate estimates={estimates} initial="QLD" siteSlug="coastal-toyota" />);
    fireEvent.change(screen.getByLabelText('Your state'), { target: { value: 'NSW' } });
    expect(screen.getByText('Est. drive-away $47,358 (NSW)')).toBeInTheDocument();
    expect(window.localStorage.getItem('coastal-toyota:drive-away-state')).toBe('NSW');
  });

  it('starts on the state picked before', async () => {
    window.localStorage.setItem(driveAwayStateKey('coastal-toyota'), 'NSW');
    render(<DriveAwayEstimate estimates={estimates} initial="QLD" siteSlug="coastal-toyota" />);
    expect(await screen.findByText('Est. drive-away $47,358 (NSW)')).toBeInTheDocument();
  });

  it("keeps one site's pick apart from another's", async () => {
    window.localStorage.setItem(driveAwayStateKey('carzone'), 'NSW');
    render(<DriveAwayEstimate estimates={estimates} initial="QLD" siteSlug="coastal-toyota" />);
    await Promise.resolve();
    expect(screen.getByText('Est. drive-away $47,076 (QLD)')).toBeInTheDocument();
  });

  it('lists every state', () => {
    render(<DriveAwayEstimate estimates={estimates} initial="QLD" siteSlug="coastal-toyota" />);
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['NSW', 'VIC', 'QLD', 'SA', 'WA', 'TAS', 'NT', 'ACT']);
  });
});

describe('driveAwayByState', () => {
  it('has no estimate for a drive-away price', () => {
    expect(
      driveAwayByState(
        {
          price: 44_005,
          beforePrice: null,
          offerPrice: null,
          priceType: 'Drive Away',
          driveAwayPrice: null,
          itemType: 'car',
          simpleFuel: 'Petrol',
          variant: null,
        },
        { state: 'QLD', delivery: 995 },
      ),
    ).toBeNull();
  });
});
