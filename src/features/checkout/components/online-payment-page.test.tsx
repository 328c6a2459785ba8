// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getJson, readApiAnswer } from '@/lib/api-client';
import type { OnlinePaymentView } from '../online-payment-view';
import { goTo } from '../payment/components/navigation';
import { OnlinePaymentPage } from './online-payment-page';

vi.mock('../payment/components/navigation', () => ({ goTo: vi.fn(), reload: vi.fn() }));

// The status is read through the API client: a test that follows one read stands in for its answers.
vi.mock('@/lib/api-client', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/lib/api-client')>();
  return { ...real, getJson: vi.fn(real.getJson) };
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const paid: OnlinePaymentView = {
  id: 'p1',
  status: 'paid',
  reference: 'INV-10234',
  amountCents: 125_050,
  locationId: null,
  firstName: 'Jo',
  paymentId: 'tpi_123',
  paidAt: '2026-11-24T22:15:00.000Z',
  paidAtText: 'Wednesday 25 November 2026 at 8:15 am AEST',
};
const pending = { ...paid, status: 'pending' as const, paymentId: null, paidAt: null, paidAtText: null };

afterEach(() => {
  vi.mocked(getJson).mockClear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.mocked(goTo).mockReset();
});

describe('OnlinePaymentPage', () => {
  it('shows the form with its labelled fields, Pay now and the We accept strip', () => {
    render(<OnlinePaymentPage initial={null} cancelled={false} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Online Payment' })).toBeInTheDocument();
    expect(screen.getByLabelText('Payment reference')).toHaveAccessibleDescription(
      'As on your invoice, e.g. INV-10234',
    );
    expect(screen.getByLabelText('Amount (AUD)')).toHaveAttribute('aria-required', 'true');
    for (const label of ['First name', 'Last name', 'Email', 'Phone', 'Note (optional)'])
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay now' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'We accept' })).toBeInTheDocument();
  });

  it('puts the server’s messages on their fields, then sends the browser to the provider', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(
        json(400, {
          error: 'Invalid field: amount',
          issues: [{ field: 'amount', message: 'Please enter the amount to pay.' }],
        }),
      )
      .mockResolvedValueOnce(json(201, { payment: pending, payUrl: 'http://x/api/test-payments/tps_1' }));
    vi.stubGlobal('fetch', fetchMock);
    render(<OnlinePaymentPage initial={null} cancelled={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByLabelText('Amount (AUD)')).toHaveAccessibleDescription(
      '$1.00 to $100,000.00 Please enter the amount to pay.',
    );
    expect(screen.getByRole('alert', { name: 'Please fix the following errors:' })).toHaveFocus();
    await userEvent.type(screen.getByLabelText('Amount (AUD)'), '250');
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('http://x/api/test-payments/tps_1'));
    expect(JSON.parse(fetchMock.mock.calls[1][1].body)).toMatchObject({ amount: '250' });
  });

  it('shows the receipt of a paid payment', () => {
    render(<OnlinePaymentPage initial={paid} cancelled={false} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Payment received' })).toBeInTheDocument();
    expect(screen.getByText('INV-10234')).toBeInTheDocument();
    expect(screen.getAllByText('$1,250.50', { exact: false }).length).toBeGreaterThan(0);
    expect(screen.getByText('Wednesday 25 November 2026 at 8:15 am AEST')).toBeInTheDocument();
    expect(screen.getByText('tpi_123')).toBeInTheDocument();
  });

  it('asks while the payment is pending, then shows the receipt with the focus on it', async () => {
    vi.useFakeTimers();
    const fetchMock = vi
      .mocked(getJson)
      .mockResolvedValueOnce(readApiAnswer(200, { payment: pending }))
      .mockResolvedValueOnce(readApiAnswer(200, { payment: paid }));
    render(<OnlinePaymentPage initial={pending} cancelled={false} />);
    const heading = screen.getByRole('heading', { name: 'Confirming your payment…' });
    expect(heading.closest('[aria-live="polite"]')).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(fetchMock).toHaveBeenCalledWith('/api/online-payments/p1', { cache: 'no-store' });
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(screen.getByRole('heading', { level: 1, name: 'Payment received' })).toHaveFocus();
  });

  it('after the provider’s Cancel, says so and keeps the reference and amount', () => {
    render(<OnlinePaymentPage initial={pending} cancelled details={{ name: 'Jo' }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Payment cancelled. Your card was not charged.');
    expect(screen.getByLabelText('Payment reference')).toHaveValue('INV-10234');
    expect(screen.getByLabelText('Amount (AUD)')).toHaveValue('1250.50');
    expect(screen.getByLabelText('First name')).toHaveValue('Jo');
  });

  it('after a failed payment, says so and offers the form again', () => {
    render(<OnlinePaymentPage initial={{ ...pending, status: 'failed' }} cancelled={false} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your payment did not go through and your card was not charged. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Pay now' })).toBeInTheDocument();
  });
});
