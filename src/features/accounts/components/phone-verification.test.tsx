// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PhoneVerification } from './phone-verification';

type Reply = { status: number; body: unknown };

function serve(routes: Record<string, Reply[]>) {
  const calls: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      calls.push({ path, body: JSON.parse(String(init?.body)) });
      const list = routes[path];
      const reply = (list.length > 1 ? list.shift() : list[0]) as Reply;
      return new Response(JSON.stringify(reply.body), { status: reply.status });
    }),
  );
  return calls;
}

const contact = { firstName: 'Ava', lastName: 'Nguyen', email: 'ava@example.com' };
afterEach(() => vi.unstubAllGlobals());

describe('PhoneVerification', () => {
  it('starts verified with the mobile of a shopper already signed in, who may use another', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string) =>
        path === '/api/auth/session'
          ? Response.json({ user: { phone: '0412345678' } })
          : new Response('{}', { status: 500 }),
      ),
    );
    const onVerified = vi.fn();
    render(<PhoneVerification idPrefix="v" contact={contact} onVerified={onVerified} />);
    expect(await screen.findByText('Mobile number verified.')).toBeInTheDocument();
    expect(screen.getByLabelText('Mobile number')).toHaveValue('0412345678');
    expect(onVerified).toHaveBeenCalledWith('0412345678');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Use another mobile' }));
    expect(screen.getByLabelText('Mobile number')).toHaveValue('');
    expect(screen.getByLabelText('Mobile number')).toBeEnabled();
    expect(onVerified).toHaveBeenLastCalledWith('');
  });

  it('asks for a code when nobody is signed in', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ user: null })),
    );
    render(<PhoneVerification idPrefix="v" contact={contact} onVerified={() => {}} />);
    expect(await screen.findByRole('button', { name: 'Send Code' })).toBeEnabled();
    expect(screen.queryByText('Mobile number verified.')).toBeNull();
  });

  it('refuses a mobile that is not Australian, sends nothing, and nests in a form without submitting it', async () => {
    const calls = serve({});
    const submit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={submit}>
        <PhoneVerification idPrefix="v" contact={contact} onVerified={() => {}} />
      </form>,
    );
    await userEvent.setup().type(screen.getByLabelText('Mobile number'), '0733908800{Enter}');
    expect(screen.getByLabelText('Mobile number')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Please enter a valid Australian phone number.')).toBeInTheDocument();
    expect(calls).toEqual([]);
    expect(submit).not.toHaveBeenCalled();
  });

  it('sends the code, shows a refused code on its field, then verifies with the contact', async () => {
    const calls = serve({
      '/api/auth/send-code': [{ status: 200, body: { ok: true } }],
      '/api/auth/verify-code': [
        {
          status: 400,
          body: {
            error: 'x',
            issues: [{ field: 'code', message: 'The verification code is invalid. Please try again.' }],
          },
        },
        { status: 200, body: { user: { phone: '0412345678' } } },
      ],
    });
    const onVerified = vi.fn();
    const user = userEvent.setup();
    render(<PhoneVerification idPrefix="v" contact={contact} onVerified={onVerified} />);
    expect(screen.getByLabelText('Verification code')).toBeDisabled();
    await user.type(screen.getByLabelText('Mobile number'), '0412 345 678');
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByText('Code sent!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend Code' })).toBeEnabled();
    await user.type(screen.getByLabelText('Verification code'), '12345');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('Code must be 6 digits.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Verification code'), '6');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByText('The verification code is invalid. Please try again.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Mobile number verified.')).toBeInTheDocument();
    expect(onVerified).toHaveBeenCalledWith('0412345678');
    expect(calls.at(-1)?.body).toEqual({
      phone_number: '0412 345 678',
      code: '123456',
      first_name: 'Ava',
      last_name: 'Nguyen',
      email: 'ava@example.com',
    });
  });
});
