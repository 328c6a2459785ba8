// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '@/enquiries/rules';
import { PhoneVerification } from '@/features/accounts/components/phone-verification';
import { FinancePopupForm } from '@/features/finance/components/finance-popup-form';
import { goTo } from '@/features/finance/components/navigation';

vi.mock('@/features/finance/components/navigation', () => ({ goTo: vi.fn() }));

type Reply = { status: number; body?: unknown } | 'network';
const car = { id: 7, year: 2023, vin: 'VIN1', nvic: null, price: 35_000 };
const quote = (weekly: number) => ({
  status: 200,
  body: {
    weeklyRepaymentAmount: weekly,
    advertisedRate: 7.41,
    comparisonRate: 9.89,
    purchasePrice: 35_000,
    loanTerm: 5,
    selfAssessedCreditScore: 'GREAT',
    disclaimer: `Estimated weekly repayment ${'of a long fine print '.repeat(12)}end.`,
    comparisonRateWarning: 'WARNING: This comparison rate is true only for the examples given.',
  },
});

/** Answers each call by its path: a list is used up in order, its last entry kept. */
function serve(routes: Record<string, Reply | Reply[]>) {
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const path = input.split('?')[0];
      calls.push({ path, body: init?.body ? JSON.parse(String(init.body)) : null });
      const route = routes[path];
      if (!route) throw new Error(`unexpected call ${path}`);
      const reply = Array.isArray(route) ? (route.length > 1 ? route.shift() : route[0]) : route;
      if (reply === 'network' || reply === undefined) throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(reply.body ?? {}), {
        status: reply.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

const quotes = <T extends { path: string }>(calls: T[]) => calls.filter((c) => c.path === '/api/youx/quote');

beforeEach(() => vi.mocked(goTo).mockReset());
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('FinancePopupForm', () => {
  it('starts on Quick Estimate with the car’s price, 5 years and GREAT, and quotes at once', async () => {
    const calls = serve({ '/api/youx/quote': quote(120) });
    render(<FinancePopupForm car={car} siteSlug="coastal-toyota" PhoneVerification={PhoneVerification} />);
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Quick Estimate');
    expect(screen.getByLabelText(/Purchase price/)).toHaveValue('35000');
    expect(screen.getByLabelText(/Loan term/)).toHaveValue('5');
    expect(screen.getByLabelText(/Credit history/)).toHaveValue('GREAT');
    expect(await screen.findByTestId('popup-weekly')).toHaveTextContent('$120');
    expect(quotes(calls)[0].body).toMatchObject({
      purchasePrice: 35_000,
      loanTerm: 5,
      selfAssessedCreditScore: 'GREAT',
      year: 2023,
      vin: 'VIN1',
    });
  });

  it('keeps the amount’s digits and clamps it on blur (9,999 / 10,000 / 200,000 / 200,001)', async () => {
    serve({ '/api/youx/quote': quote(120) });
    render(<FinancePopupForm car={null} siteSlug="coastal-toyota" PhoneVerification={PhoneVerification} />);
    const amount = screen.getByLabelText(/Purchase price/);
    expect(amount).toHaveValue('30000');
    for (const [typed, shown] of [
      ['9999', '10000'],
      ['10000', '10000'],
      ['200000', '200000'],
      ['200001', '200000'],
      ['$45,5x00', '45500'],
    ]) {
      fireEvent.change(amount, { target: { value: typed } });
      expect(amount).toHaveValue(typed.replace(/\D/g, ''));
      fireEvent.blur(amount);
      expect(amount).toHaveValue(shown);
    }
  });

  it('clamps the amount when Enter advances from the field', async () => {
    serve({ '/api/youx/quote': quote(120) });
    const user = userEvent.setup();
    render(<FinancePopupForm car={null} siteSlug="coastal-toyota" PhoneVerification={PhoneVerification} />);
    await user.clear(screen.getByLabelText(/Purchase price/));
    await user.type(screen.getByLabelText(/Purchase price/), '5{Enter}');
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Your Details');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText(/Purchase price/)).toHaveValue('10000');
  });

  it('asks for a new quote 500 ms after the last change, once', async () => {
    vi.useFakeTimers();
    const calls = serve({ '/api/youx/quote': quote(120) });
    render(<FinancePopupForm car={car} siteSlug="coastal-toyota" PhoneVerification={PhoneVerification} />);
    await act(async () => {});
    expect(quotes(calls)).toHaveLength(1);
    fireEvent.change(screen.getByLabelText(/Loan term/), { target: { value: '7' } });
    await act(async () => vi.advanceTimersByTime(300));
    fireEvent.change(screen.getByLabelText(/Credit history/), { target: { value: 'POOR' } });
    await act(async () => vi.advanceTimersByTime(499));
    expect(quotes(calls)).toHaveLength(1);
    await act(async () => vi.advanceTimersByTime(1));
    expect(quotes(calls)).toHaveLength(2);
    expect(quotes(calls)[1].body).toMatchObject({ loanTerm: 7, selfAssessedCreditScore: 'POOR' });
  });

  it('shows no figure beside inputs it was not made for: from a change until its answer it says it is updating', async () => {
    vi.useFakeTimers();
    let answerSecond: (() => void) | undefined;
    const calls: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        calls.push(null);
        const reply = calls.length === 1 ? quote(89) : quote(150);
        if (calls.length > 1) await new Promise<void>((resolve) => (answerSecond = resolve));
        return new Response(JSON.stringify(reply.body), { status: 200 });
      }),
    );
    render(<FinancePopupForm car={car} siteSlug="coastal-toyota" PhoneVerification={PhoneVerification} />);
    await act(async () => {});
    expect(screen.getByTestId('popup-weekly')).toHaveTextContent('$89');
    const result = screen.getByText(/Estimated repayment/).closest('[aria-live]') as HTMLElement;
    expect(result).toHaveAttribute('aria-busy', 'false');

    fireEvent.change(screen.getByLabelText(/Loan term/), { target: { value: '7' } });
    fireEvent.change(screen.getByLabelText(/Credit history/), { target: { value: 'POOR' } });
    for (const wait of [0, 499, 1, 1000]) {
      // The pause before asking, then the question in flight: never the 5-year figure.
      await act(async () => vi.advanceTimersByTime(wait));
      expect(screen.queryByTestId('popup-weekly')).toBeNull();
      expect(screen.queryByText(/5-year|\$89/)).toBeNull();
      expect(result).toHaveTextContent('Getting your estimate…');
      expect(result).toHaveAttribute('aria-busy', 'true');
    }
    expect(calls).toHaveLength(2);
    await act(async () => answerSecond?.());
    expect(screen.getByTestId('popup-weekly')).toHaveTextContent('$150');
    expect(result).toHaveAttribute('aria-busy', 'false');
  });

  it('a failed quote clears the figure, logs and says so', async () => {
    vi.useFakeTimers();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    serve({
      '/api/youx/quote': [quote(120), { status: 502, body: { error: 'Failed to get YouX quick quote' } }],
    });
    render(<FinancePopupForm car={car} siteSlug="coastal-toyota" PhoneVerification={PhoneVerification} />);
    await act(async () => {});
    expect(screen.getByTestId('popup-weekly')).toHaveTextContent('$120');
    fireEvent.change(screen.getByLabelText(/Loan term/), { target: { value: '3' } });
    await act(async () => vi.advanceTimersByTime(500));
    expect(screen.queryByTestId('popup-weekly')).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to get YouX quick quote');
    expect(log).toHaveBeenCalledWith('Failed to get YouX quick quote', expect.any(Error));
  });

  it('folds the quote’s fine print at 197 characters', async () => {
    serve({ '/api/youx/quote': quote(120) });
    render(<FinancePopupForm car={car} siteSlug="coastal-toyota" PhoneVerification={PhoneVerification} />);
    const more = await screen.findByRole('button', { name: 'Show more' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.setup().click(more);
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/WARNING: This comparison rate/)).toBeInTheDocument();
  });

  it('names the lender beside the rates, with the warning there, not folded away (decision 045)', async () => {
    serve({ '/api/youx/quote': quote(120) });
    render(<FinancePopupForm car={car} siteSlug="coastal-toyota" PhoneVerification={PhoneVerification} />);
    const rates = await screen.findByText(/p\.a\. interest rate/);
    expect(rates).toHaveTextContent(
      /^YouX: 7\.41% p\.a\. interest rate, 9\.89% p\.a\. comparison rateWARNING: This comparison rate/,
    );
    expect(screen.getByRole('button', { name: 'Show more' })).toHaveAttribute('aria-expanded', 'false');
  });
});

async function throughToApply(routes: Record<string, Reply | Reply[]>) {
  const calls = serve({
    '/api/youx/quote': quote(120),
    '/api/auth/send-code': { status: 200, body: { ok: true } },
    '/api/auth/verify-code': { status: 200, body: { user: { phone: '0412345678' } } },
    ...routes,
  });
  const user = userEvent.setup();
  render(<FinancePopupForm car={car} siteSlug="coastal-toyota" PhoneVerification={PhoneVerification} />);
  await screen.findByTestId('popup-weekly');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Your Details');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(screen.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByText('Please enter your first name.')).toHaveAttribute('role', 'alert');
  await user.type(screen.getByLabelText('First name'), 'Ann');
  await user.type(screen.getByLabelText('Last name'), 'Lee');
  await user.type(screen.getByLabelText('Email'), 'ann@example.com');
  await user.type(screen.getByLabelText('Postcode'), '4000');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Instant pre-approval');
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  await user.type(screen.getByLabelText('Mobile number'), '0412 345 678');
  await user.click(screen.getByRole('button', { name: 'Send Code' }));
  expect(await screen.findByText('Code sent!')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Verification code'), '123456');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  expect(await screen.findByText('Mobile number verified.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Apply to lender');
  await user.click(screen.getByRole('button', { name: 'Apply to lender' }));
  return calls;
}

describe('FinancePopupForm: applying', () => {
  it('signs in with the code, applies, logs event 9 and goes to the page the lender returned', async () => {
    const keys = storageKeys('coastal-toyota');
    localStorage.setItem(keys.visitedPages, JSON.stringify(['/', '/cars/a']));
    localStorage.setItem(keys.linkedQueryParams, JSON.stringify({ utm_source: 'fb' }));
    const calls = await throughToApply({
      '/api/youx/create-customer': {
        status: 200,
        body: { redirectUrl: '/finance/pre-approval?application=9' },
      },
      '/api/events': { status: 200 },
    });
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/finance/pre-approval?application=9'));
    const verify = calls.find((c) => c.path === '/api/auth/verify-code');
    expect(verify?.body).toMatchObject({ phone_number: '0412 345 678', code: '123456', first_name: 'Ann' });
    const apply = calls.find((c) => c.path === '/api/youx/create-customer');
    expect(apply?.body).toMatchObject({
      data: { phoneNumber: '0412345678', firstName: 'Ann', postCode: '4000', purchasePrice: 35_000 },
      additionalData: {
        car_id: 7,
        lead_attributes: { visited_pages: ['/', '/cars/a'], linked_query_params: { utm_source: 'fb' } },
      },
    });
    const event = calls.find((c) => c.path === '/api/events');
    expect(event?.body).toMatchObject({ event_id: 9, car_id: 7 });
  });

  it.each([
    [
      { status: 502, body: { error: 'Failed to create customer with YouX' } },
      'Failed to create customer with YouX',
    ],
    [{ status: 200, body: {} }, 'Failed to create customer or no redirect URL received.'],
    ['network' as const, 'Failed to create YouX customer'],
    [{ status: 500, body: {} }, 'Failed to create YouX customer'],
  ])('shows a failed application under the form: %j', async (reply, message) => {
    await throughToApply({ '/api/youx/create-customer': reply });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(alert.className).toMatch(/bg-red-50/);
    expect(goTo).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Apply to lender' })).toBeEnabled();
  });
});
