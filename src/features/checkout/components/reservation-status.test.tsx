// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getJson, readApiAnswer } from '@/lib/api-client';
import { CAR_TAKEN_MESSAGE } from '../rules';
import type { ReservationView } from '../view';
import { ReservationStatus } from './reservation-status';

// The status is read through the API client: a test that follows one read stands in for its answers.
vi.mock('@/lib/api-client', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/lib/api-client')>();
  return { ...real, getJson: vi.fn(real.getJson) };
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const held: ReservationView = {
  id: 'r1',
  status: 'held',
  amountCents: 20_000,
  car: { id: 7, slug: 'a-car', name: '2022 Toyota RAV4 GX', path: '/cars/a-car', image: null, price: 38_990 },
  holdUntil: '2026-11-26T05:15:00.000Z',
  holdUntilText: 'Thursday 26 November 2026, 3:15 pm AEST',
  paymentReference: 'tps_123',
  firstName: 'Jo',
  canCancel: true,
  sold: false,
  purchase: null,
};

afterEach(() => {
  vi.mocked(getJson).mockClear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ReservationStatus', () => {
  it('says a held reservation, until when, its payment reference and the way to cancel', () => {
    render(<ReservationStatus initial={held} checkoutHref="/cars/a-car/checkout" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Reserved' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'We hold the 2022 Toyota RAV4 GX for you until Thursday 26 November 2026, 3:15 pm AEST.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('tps_123')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel and refund my deposit' })).toBeInTheDocument();
  });

  it('asks every 2 s while the payment is pending, in a live region, until it is confirmed', async () => {
    vi.useFakeTimers();
    const fetchMock = vi
      .mocked(getJson)
      .mockResolvedValueOnce(readApiAnswer(200, { reservation: { ...held, status: 'pending' } }))
      .mockResolvedValueOnce(readApiAnswer(200, { reservation: held }));
    render(
      <ReservationStatus
        initial={{ ...held, status: 'pending', paymentReference: null }}
        checkoutHref="/x"
      />,
    );
    const heading = screen.getByRole('heading', { name: 'Confirming your payment…' });
    expect(heading.closest('[aria-live="polite"]')).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1_999));
    expect(fetchMock).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(fetchMock).toHaveBeenCalledWith('/api/checkout/reservations/r1', { cache: 'no-store' });
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('heading', { name: 'Reserved' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('stops after a minute, says so, and checks again when asked', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn(async () => json(200, { reservation: { ...held, status: 'pending' } }));
    vi.stubGlobal('fetch', fetchMock);
    render(<ReservationStatus initial={{ ...held, status: 'pending' }} checkoutHref="/x" />);
    await act(() => vi.advanceTimersByTimeAsync(70_000));
    expect(fetchMock).toHaveBeenCalledTimes(30);
    expect(screen.getByText(/not heard back from the payment provider/)).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Check again' }).click());
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(fetchMock).toHaveBeenCalledTimes(31);
  });

  it('cancels after the confirmation, then says the refund with the focus on the new heading', async () => {
    const fetchMock = vi.fn(async () =>
      json(200, { reservation: { ...held, status: 'cancelled', canCancel: false } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(<ReservationStatus initial={held} checkoutHref="/x" />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel and refund my deposit' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel your reservation?' });
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.click(
      [...dialog.querySelectorAll('button')].find(
        (b) => b.textContent === 'Cancel and refund my deposit',
      ) as HTMLElement,
    );
    const heading = await screen.findByRole('heading', { name: 'Reservation cancelled' });
    expect(fetchMock).toHaveBeenCalledWith('/api/checkout/reservations/r1/cancel', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(/\$200\.00 deposit has been refunded in full/)).toBeInTheDocument();
  });

  it("shows a refused cancel's reason in the dialog", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(409, { error: 'The hold has already ended.' })),
    );
    render(<ReservationStatus initial={held} checkoutHref="/x" />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel and refund my deposit' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(
      [...dialog.querySelectorAll('button')].find(
        (b) => b.textContent === 'Cancel and refund my deposit',
      ) as HTMLElement,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The hold has already ended.');
  });

  it.each([
    ['lost', CAR_TAKEN_MESSAGE],
    ['failed', 'Your payment did not go through.'],
  ] as const)('says a %s reservation', (status, text) => {
    render(
      <ReservationStatus
        initial={{ ...held, status, canCancel: false }}
        checkoutHref="/cars/a-car/checkout"
      />,
    );
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel and refund my deposit' })).toBeNull();
    if (status === 'failed')
      expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/cars/a-car/checkout');
  });
});
