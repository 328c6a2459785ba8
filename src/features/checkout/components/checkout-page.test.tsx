// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ALREADY_RESERVED_MESSAGE, HOLD_TEXT, NOT_RESERVABLE_MESSAGE, RETURN_TERMS } from '../rules';
import type { CheckoutCar } from '../view';
import { CheckoutPage } from './checkout-page';

// The form's own chunk loads after the page's in a browser; here it is the form itself, drawn at once.
vi.mock('./lazy-reserve-form', async () => ({
  LazyReserveForm: (await import('./reserve-form')).ReserveForm,
}));

const car: CheckoutCar = {
  id: 7,
  slug: 'a-car',
  name: '2021 Toyota RAV4 GX',
  path: '/cars/a-car',
  image: null,
  price: 38_990,
  carType: 'used',
  certified: true,
  deposit: 500,
  reservable: true,
  reserved: false,
  location: { id: 3, name: 'Coastal Toyota Tingalpa', timeZone: 'Australia/Brisbane' },
  dealershipId: 1,
};

const page = (overrides: Partial<Parameters<typeof CheckoutPage>[0]> = {}) =>
  render(
    <CheckoutPage
      car={car}
      route="checkout"
      noPriceText="Enquire for price"
      moneyBackGuaranteeHours={48}
      certified={{
        name: 'Toyota Certified Pre-Owned',
        benefits: ['Free 1-year Toyota-backed warranty', '90-point inspection', '12 months roadside assist'],
      }}
      cancelled={false}
      {...overrides}
    />,
  );

describe('CheckoutPage', () => {
  it('shows the car, the deposit, the hold, the terms, the certified benefits and the pay button', () => {
    page();
    expect(screen.getByRole('heading', { level: 1, name: 'Reserve Online' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '2021 Toyota RAV4 GX' })).toBeInTheDocument();
    expect(screen.getByText('$38,990')).toBeInTheDocument();
    expect(screen.getByText('$500')).toBeInTheDocument();
    expect(screen.getByText('Fully refundable')).toBeInTheDocument();
    expect(screen.getByText(HOLD_TEXT)).toBeInTheDocument();
    expect(screen.getByText(/48-hour money-back guarantee/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '14-day returns' })).toBeInTheDocument();
    for (const term of RETURN_TERMS) expect(screen.getByText(term)).toBeInTheDocument();
    expect(screen.getByText('90-point inspection')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay $500 deposit' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Back to the car' })[0]).toHaveAttribute(
      'href',
      '/cars/a-car',
    );
    expect(screen.queryByText('Payment cancelled. Your card was not charged.')).toBeNull();
  });

  it('is named as the site sells: Buy Online on a site whose button and route say Buy Online', () => {
    page({ route: 'buy-online' });
    expect(screen.getByRole('heading', { level: 1, name: 'Buy Online' })).toBeInTheDocument();
    expect(screen.queryByText('Reserve Online')).toBeNull();
  });

  it('gives no money-back guarantee on a new car, nor where the site has none, and no certified block outside a programme', () => {
    page({ car: { ...car, carType: 'new' }, certified: null });
    expect(screen.queryByText(/money-back guarantee/)).toBeNull();
    expect(screen.queryByText('90-point inspection')).toBeNull();
  });

  it('says a cancelled payment', () => {
    page({ cancelled: true });
    expect(screen.getByRole('status')).toHaveTextContent('Payment cancelled. Your card was not charged.');
  });

  it('offers no form for a car that cannot be reserved, only the reason and the way back', () => {
    page({ car: { ...car, reservable: false, price: null } });
    expect(screen.getByText(NOT_RESERVABLE_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull();
    expect(screen.getByText('Enquire for price')).toBeInTheDocument();
  });

  it('says a reserved car is reserved, rather than that it cannot be', () => {
    page({ car: { ...car, reservable: false, reserved: true } });
    expect(screen.getByText(ALREADY_RESERVED_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText(NOT_RESERVABLE_MESSAGE)).toBeNull();
    expect(screen.queryByRole('button', { name: /^Pay / })).toBeNull();
  });

  it('offers buying outright online beside reserving, for a car with a price', () => {
    page();
    expect(screen.getByRole('link', { name: 'Buy online' })).toHaveAttribute(
      'href',
      `/checkout-journey?car_id=${car.slug}`,
    );
  });
});
