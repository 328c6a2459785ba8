// @vitest-environment jsdom
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '@/ui/toast-store';
import { Toaster } from '@/ui/toaster';
import { goTo } from './navigation';
import { rememberPendingSave } from './pending-save';
import { SignInForm } from './sign-in-form';

vi.mock('./navigation', () => ({ goTo: vi.fn() }));

type Reply = { status: number; body?: unknown };
const json = ({ status, body }: Reply) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** Answers each call by its path: a list is used up in order, its last entry kept. */
function serve(routes: Record<string, Reply | Reply[]>) {
  const calls: { path: string; body: unknown; signal?: AbortSignal | null }[] = [];
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const path = input.split('?')[0];
    calls.push({ path, body: init?.body ? JSON.parse(String(init.body)) : null, signal: init?.signal });
    const route = routes[path];
    if (!route) throw new Error(`unexpected call ${path}`);
    const reply = Array.isArray(route) ? (route.length > 1 ? route.shift() : route[0]) : route;
    return json(reply as Reply);
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

const known = { status: 200, body: { data: { exists: true }, error: null } };
const unknown = { status: 200, body: { data: { exists: false }, error: null } };
const sentOk = { status: 200, body: { ok: true } };
const user = () => userEvent.setup();

beforeEach(() => vi.mocked(goTo).mockReset());
afterEach(() => vi.unstubAllGlobals());

describe('SignInForm', () => {
  it('starts in the default status: Send Code, and the code field disabled', () => {
    serve({});
    const { container } = render(<SignInForm redirect="/cars/x" back="/search" />);
    expect(container.querySelector('form')).toHaveAttribute('data-status', 'default');
    expect(screen.getByRole('button', { name: 'Send Code' })).toBeEnabled();
    const code = screen.getByLabelText('Verification code');
    expect(code).toBeDisabled();
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/search');
  });

  it('refuses a mobile that is not Australian before sending anything', async () => {
    const calls = serve({});
    render(<SignInForm redirect="/" back="/" />);
    await user().type(screen.getByLabelText('Mobile number'), '0733908800');
    await user().click(screen.getByRole('button', { name: 'Send Code' }));
    const phone = screen.getByLabelText('Mobile number');
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription('Please enter a valid Australian phone number.');
    expect(calls).toEqual([]);
  });

  it('after sending: Code sent!, Resend Code, the code field enabled; a known mobile gives no name fields', async () => {
    const calls = serve({ '/api/auth/send-code': sentOk, '/api/check-if-contact-exists': known });
    const { container } = render(<SignInForm redirect="/" back="/" />);
    await user().type(screen.getByLabelText('Mobile number'), '0412 345 678');
    await user().click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByText('Code sent!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend Code' })).toBeEnabled();
    expect(screen.getByLabelText('Verification code')).toBeEnabled();
    expect(container.querySelector('form')).toHaveAttribute('data-status', 'verificationSent');
    expect(screen.queryByLabelText('First name')).toBeNull();
    const send = calls.find((call) => call.path === '/api/auth/send-code');
    expect(send?.body).toEqual({ phone_number: '0412 345 678' });
    expect(send?.signal).toBeInstanceOf(AbortSignal);
  });

  it('asks a new mobile for first name, last name and email, all required', async () => {
    serve({ '/api/auth/send-code': sentOk, '/api/check-if-contact-exists': unknown });
    render(<SignInForm redirect="/" back="/" />);
    await user().type(screen.getByLabelText('Mobile number'), '0412345678');
    await user().click(screen.getByRole('button', { name: 'Send Code' }));
    await user().type(await screen.findByLabelText('Verification code'), '123456');
    await user().click(screen.getByRole('button', { name: 'Sign In' }));
    for (const label of ['First name', 'Last name', 'Email'])
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription('This is a required field.');
  });

  it.each([
    ['', 'This is a required field.'],
    ['12345', 'Code must be 6 digits.'],
  ])('refuses the code %j with %j on the field', async (code, message) => {
    serve({ '/api/auth/send-code': sentOk, '/api/check-if-contact-exists': known });
    render(<SignInForm redirect="/" back="/" />);
    await user().type(screen.getByLabelText('Mobile number'), '0412345678');
    await user().click(screen.getByRole('button', { name: 'Send Code' }));
    await screen.findByText('Code sent!');
    if (code) await user().type(screen.getByLabelText('Verification code'), code);
    await user().click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByLabelText('Verification code')).toHaveAccessibleDescription(message);
  });

  it("shows the server's refusal of a code on the field, and stays on verificationSent", async () => {
    const message = 'The verification code is invalid. Please try again.';
    serve({
      '/api/auth/send-code': sentOk,
      '/api/check-if-contact-exists': known,
      '/api/auth/verify-code': {
        status: 400,
        body: { error: message, issues: [{ field: 'code', message }] },
      },
    });
    const { container } = render(<SignInForm redirect="/" back="/" />);
    await user().type(screen.getByLabelText('Mobile number'), '0412345678');
    await user().click(screen.getByRole('button', { name: 'Send Code' }));
    await user().type(await screen.findByLabelText('Verification code'), '000000');
    await user().click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Verification code')).toHaveAccessibleDescription(message),
    );
    expect(container.querySelector('form')).toHaveAttribute('data-status', 'verificationSent');
    expect(goTo).not.toHaveBeenCalled();
  });

  it.each([
    [{ status: 429, body: { error: 'Too many verification attempts. Please try again later.' } }],
    [{ status: 502, body: { error: 'An unknown error occurred.' } }],
  ])('shows a failed send as an alert: %j', async (reply) => {
    serve({ '/api/auth/send-code': reply, '/api/check-if-contact-exists': known });
    render(<SignInForm redirect="/" back="/" />);
    await user().type(screen.getByLabelText('Mobile number'), '0412345678');
    await user().click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(reply.body.error);
    expect(screen.getByRole('button', { name: 'Send Code' })).toBeEnabled();
  });

  it('gives up on a send after 15 s with the generic error', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        if (input.startsWith('/api/auth/send-code')) throw new DOMException('timed out', 'TimeoutError');
        return json(known);
      }),
    );
    render(<SignInForm redirect="/" back="/" />);
    await user().type(screen.getByLabelText('Mobile number'), '0412345678');
    await user().click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An unknown error occurred.');
    expect(timeout).toHaveBeenCalledWith(15_000);
  });

  it('signs in and goes to the redirect; a car carried in it is saved first and left out', async () => {
    const calls = serve({
      '/api/auth/send-code': sentOk,
      '/api/check-if-contact-exists': unknown,
      '/api/auth/verify-code': { status: 200, body: { user: { phone: '0412345678' }, new_user: true } },
      '/api/watchlist/save-car': { status: 200, body: { success: true } },
    });
    const { container } = render(<SignInForm redirect="/search?page=2&save=42" back="/search" />);
    await user().type(screen.getByLabelText('Mobile number'), '0412345678');
    await user().click(screen.getByRole('button', { name: 'Send Code' }));
    await user().type(await screen.findByLabelText('Verification code'), '123456');
    await user().type(screen.getByLabelText('First name'), 'Jane');
    await user().type(screen.getByLabelText('Last name'), 'Citizen');
    await user().type(screen.getByLabelText('Email'), 'jane@example.com');
    await user().click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/search?page=2'));
    expect(container.querySelector('form')).toHaveAttribute('data-status', 'verificationSubmitted');
    expect(calls.find((call) => call.path === '/api/auth/verify-code')?.body).toEqual({
      phone_number: '0412345678',
      code: '123456',
      first_name: 'Jane',
      last_name: 'Citizen',
      email: 'jane@example.com',
    });
    expect(calls.find((call) => call.path === '/api/watchlist/save-car')?.body).toEqual({
      phone_number: '0412345678',
      car_id: 42,
    });
  });

  it('confirms a save made on the way back with the watchlist toast on the page it returns to', async () => {
    serve({
      '/api/auth/send-code': sentOk,
      '/api/check-if-contact-exists': known,
      '/api/auth/verify-code': { status: 200, body: { user: { phone: '0412345678' } } },
      '/api/watchlist/save-car': { status: 200, body: { success: true } },
    });
    rememberPendingSave(42, '2021 Toyota HiLux SR5');
    render(<SignInForm redirect="/cars/hilux?save=42" back="/cars/hilux" />);
    await user().type(screen.getByLabelText('Mobile number'), '0412345678');
    await user().click(screen.getByRole('button', { name: 'Send Code' }));
    await user().type(await screen.findByLabelText('Verification code'), '123456');
    await user().click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/cars/hilux'));
    const toaster = render(<Toaster />);
    expect(within(toaster.container).getByRole('status', { hidden: true })).toHaveTextContent(
      'Car Saved In Watchlist2021 Toyota HiLux SR5 is in your watchlist.View List',
    );
    act(() => toastStore.dismiss());
  });
});
