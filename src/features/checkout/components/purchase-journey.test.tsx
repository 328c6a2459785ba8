// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { goTo } from '../payment/components/navigation';
import type { CheckoutCar, ReservationView } from '../view';
import { PurchaseJourney } from './purchase-journey';

vi.mock('../payment/components/navigation', () => ({ goTo: vi.fn(), reload: vi.fn() }));
vi.mock('next/image', () => ({ default: () => null }));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const car: CheckoutCar = {
  id: 7,
  slug: 'a-car',
  name: '2022 Toyota Corolla Ascent Sport',
  path: '/cars/a-car',
  image: null,
  price: 27_990,
  carType: 'used',
  certified: false,
  deposit: 200,
  reservable: true,
  reserved: false,
  location: { id: 3, name: 'CarZone Moorooka', timeZone: 'Australia/Brisbane' },
  dealershipId: 1,
};
const shopper = { name: 'Jo', last_name: 'Citizen', email: 'jo@example.com', phone: '0412345678' };
const journey = (over: Partial<Parameters<typeof PurchaseJourney>[0]> = {}) =>
  render(
    <PurchaseJourney
      car={car}
      weeklyRepayment={112}
      tradeIn={null}
      reservation={null}
      cancelled={false}
      noPriceText="Enquire for price"
      delivers
      details={shopper}
      {...over}
    />,
  );
const next = () => userEvent.click(screen.getByRole('button', { name: 'Continue' }));

beforeEach(() => {
  sessionStorage.clear();
  vi.mocked(goTo).mockReset();
});
afterEach(() => vi.unstubAllGlobals());

describe('PurchaseJourney', () => {
  it('prices delivery through the calculator, sums the review and posts the choices with the details', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      String(url).startsWith('/api/delivery-price')
        ? json(200, { name: 'Brisbane Metro', price: 450 })
        : json(201, { reservation: { id: 'r1' }, payUrl: '/api/test-payments/tps_1' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    journey();
    await next();
    await userEvent.click(screen.getByLabelText(/Deliver it to me/));
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Delivery postcode'), '4000');
    await userEvent.click(screen.getByRole('button', { name: 'Check delivery price' }));
    expect(await screen.findByText('$450')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0][0]).toBe('/api/delivery-price?postcode=4000&car=a-car');
    await next();
    await next();
    // Paying in full says when the balance is paid as the first step and the review do: at handover.
    expect(
      screen.getByRole('radio', { name: /^Pay in full\s*The balance is paid at handover\.$/ }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/bank transfer/i)).toBeNull();
    await userEvent.click(screen.getByLabelText(/^Finance/));
    expect(screen.getByText(/From \$112 a week/)).toBeInTheDocument();
    await next();
    // $27,990 + $450 delivery − $200 deposit.
    expect(screen.getByTestId('purchase-balance')).toHaveTextContent('$28,240');
    await userEvent.click(screen.getByRole('button', { name: 'Pay $200 deposit' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/api/test-payments/tps_1'));
    const body = JSON.parse(String((fetchMock.mock.calls[1] as unknown as [string, RequestInit])[1].body));
    expect(body.purchase).toEqual({ fulfilment: 'delivery', postcode: '4000', payment: 'finance' });
  });

  it('offers pick-up only where the site does not deliver, and takes a valued trade-in off the balance', async () => {
    journey({
      delivers: false,
      tradeIn: { valuationId: 'v1', vehicle: '2019 Mazda CX-5 Maxx', offer: 15_000, expiresOn: '08/12/2026' },
    });
    // Back from the trade-in journey, it opens on the trade-in with the offer.
    expect(screen.getByRole('heading', { level: 1, name: 'Trade-in' })).toBeInTheDocument();
    expect(screen.getByText(/valid until 08\/12\/2026/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    expect(screen.getByRole('radio', { name: /Pick up from CarZone Moorooka/ })).toBeChecked();
    await next();
    await next();
    await next();
    expect(screen.getByTestId('purchase-balance')).toHaveTextContent('$12,790');
  });

  it('sends a shopper with a trade-in to value it first, through the trade-in journey that leads back', async () => {
    journey();
    await next();
    await next();
    await userEvent.click(screen.getByLabelText('Yes, I have a car to trade in'));
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Value my car' })).toHaveAttribute(
      'href',
      '/trade-in?car_id=7&after=buy-online',
    );
  });

  it('says why a reserved car cannot be bought', () => {
    journey({ car: { ...car, reservable: false, reserved: true } });
    expect(screen.getByText(/reserved by another shopper/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
  });

  it('books the handover of a paid purchase at a free time', async () => {
    const held: ReservationView = {
      id: 'r1',
      status: 'held',
      amountCents: 20_000,
      car: { id: 7, slug: 'a-car', name: car.name, path: car.path, image: null, price: 27_990 },
      holdUntil: '2026-11-26T05:15:00.000Z',
      holdUntilText: 'Thursday 26 November 2026, 3:15 pm AEST',
      paymentReference: 'tpi_1',
      firstName: 'Jo',
      canCancel: true,
      sold: false,
      purchase: {
        plan: {
          price: 27_990,
          fulfilment: { method: 'pickup', location: 'CarZone Moorooka' },
          tradeIn: null,
          payment: 'pay',
          weeklyRepayment: null,
        },
        totals: { price: 27_990, delivery: 0, tradeIn: 0, deposit: 200, balance: 27_790 },
        handoverAt: null,
        handoverText: null,
        handoverLocation: { id: 3, name: 'CarZone Moorooka', timeZone: 'Australia/Brisbane' },
      },
    };
    const booked = {
      ...held,
      purchase: { ...held.purchase, handoverText: 'Friday 27 November 2026, 10:30 am AEST' },
    } as ReservationView;
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) =>
      init?.method === 'POST'
        ? json(200, { reservation: booked })
        : json(200, { days: [{ date: '2026-11-27', slots: ['10:00', '10:30'] }] }),
    );
    vi.stubGlobal('fetch', fetchMock);
    journey({ reservation: held });
    expect(screen.getByRole('heading', { level: 1, name: 'Deposit paid' })).toBeInTheDocument();
    expect(screen.getByText('$27,790 to pay at handover')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('radio', { name: '10:30 am' }));
    await userEvent.click(screen.getByRole('button', { name: 'Book handover' }));
    expect(
      await screen.findByText(
        /Handover booked for Friday 27 November 2026, 10:30 am AEST at CarZone Moorooka/,
      ),
    ).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(post?.[0]).toBe('/api/checkout/reservations/r1/handover');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ date: '2026-11-27', time: '10:30' });
  });
});
