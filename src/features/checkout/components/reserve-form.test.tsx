// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { goTo, reload } from '../payment/components/navigation';
import { ReserveForm } from './reserve-form';

vi.mock('../payment/components/navigation', () => ({ goTo: vi.fn(), reload: vi.fn() }));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function serve(...responses: Response[]) {
  const fetchMock = vi.fn(async (_input: string, _init?: RequestInit) => responses.shift() as Response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const shopper = { name: 'Jo', last_name: 'Citizen', email: 'jo@example.com', phone: '0412345678' };
const pay = () => screen.getByRole('button', { name: 'Pay $200 deposit' });

beforeEach(() => {
  vi.mocked(goTo).mockReset();
  vi.mocked(reload).mockReset();
});
afterEach(() => vi.unstubAllGlobals());

describe('ReserveForm', () => {
  it("starts from the signed-in shopper's details; the postcode is optional; the cards accepted show under the button", () => {
    render(<ReserveForm carSlug="a-car" deposit={200} details={shopper} />);
    expect(screen.getByLabelText('First name')).toHaveValue('Jo');
    expect(screen.getByLabelText('Mobile')).toHaveValue('0412345678');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-required', 'true');
    expect(screen.getByLabelText('Postcode')).not.toHaveAttribute('aria-required');
    expect(screen.getByRole('list', { name: 'We accept' })).toBeInTheDocument();
  });

  it("posts the details with one idempotency key, then goes to the provider's page", async () => {
    const fetchMock = serve(json(201, { reservation: { id: 'r1' }, payUrl: '/api/test-payments/tps_1' }));
    render(<ReserveForm carSlug="a-car" deposit={200} details={shopper} />);
    await userEvent.type(screen.getByLabelText('Postcode'), '4000');
    await userEvent.click(pay());
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/api/test-payments/tps_1'));
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/checkout/reservations');
    const body = JSON.parse(String(init?.body));
    expect(body).toEqual({
      ...shopper,
      car_slug: 'a-car',
      postcode: '4000',
      idempotency_key: expect.any(String),
    });
    expect(screen.getByRole('button', { name: 'Taking you to payment…' })).toBeDisabled();
  });

  it("shows a 400's issues on their fields and in a focused summary", async () => {
    serve(
      json(400, {
        error: 'Invalid input',
        issues: [{ field: 'email', message: 'Please enter a valid email address.' }],
      }),
    );
    render(<ReserveForm carSlug="a-car" deposit={200} />);
    await userEvent.click(pay());
    const email = await screen.findByLabelText('Email');
    await waitFor(() => expect(email).toHaveAccessibleDescription('Please enter a valid email address.'));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveFocus());
    expect(goTo).not.toHaveBeenCalled();
  });

  it('shows a 409 in an alert, and tries again with a new key', async () => {
    const fetchMock = serve(
      json(409, { error: 'This car cannot be reserved online.' }),
      json(201, { payUrl: '/pay' }),
    );
    render(<ReserveForm carSlug="a-car" deposit={200} details={shopper} />);
    await userEvent.click(pay());
    expect(await screen.findByRole('alert')).toHaveTextContent('This car cannot be reserved online.');
    await userEvent.click(pay());
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/pay'));
    const keys = fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)).idempotency_key);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('keeps the key when no answer came (so a retry cannot reserve twice), and reloads on 401 for the sign-in', async () => {
    const fetchMock = vi.fn(async (_input: string, _init?: RequestInit) => {
      if (fetchMock.mock.calls.length === 1) throw new TypeError('offline');
      return json(401, { error: 'Sign in' });
    });
    vi.stubGlobal('fetch', fetchMock);
    render(<ReserveForm carSlug="a-car" deposit={200} details={shopper} />);
    await userEvent.click(pay());
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred when submitting this form');
    await userEvent.click(pay());
    await waitFor(() => expect(reload).toHaveBeenCalledOnce());
    const keys = fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)).idempotency_key);
    expect(keys[0]).toBe(keys[1]);
  });
});
