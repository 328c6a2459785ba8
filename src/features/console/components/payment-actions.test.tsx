// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HoldControls, RefundControl } from './payment-actions';

// A manager's controls on a hold: extending goes at once; cancelling and selling ask once more, naming the
// money and the car, with focus on the answer; each call carries the hold as the page read it, and a
// refusal is shown and focused.

const refresh = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

const seen = '2026-11-26T01:00:00.000Z';

function answer(status: number, body: unknown) {
  const sent: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      sent.push({ path, body: JSON.parse(String(init?.body)) });
      return Response.json(body, { status });
    }),
  );
  return sent;
}

const controls = (allowed = { cancel: true, extend: true, convert: true }) =>
  render(
    <HoldControls
      site="carzone"
      reservation="5a0c4c8e-2f4b-4c1e-9a55-3c1f2f0f7a10"
      seen={seen}
      allowed={allowed}
      deposit="$200.00"
      car="2021 Toyota Corolla Ascent"
      extendHours={48}
    />,
  );

afterEach(() => {
  vi.unstubAllGlobals();
  refresh.mockReset();
});

describe('HoldControls', () => {
  it('extends the hold from the state the page read, says so and draws the page again', async () => {
    const sent = answer(200, { hold: {} });
    const user = userEvent.setup();
    controls();
    await user.click(
      screen.getByRole('button', { name: 'Extend 48 hours: the hold on the 2021 Toyota Corolla Ascent' }),
    );
    expect(sent).toEqual([
      {
        path: '/api/console/sites/carzone/payments/reservations/5a0c4c8e-2f4b-4c1e-9a55-3c1f2f0f7a10/extend',
        body: { seen },
      },
    ]);
    expect(await screen.findByText('Hold extended.')).toBeInTheDocument();
    expect(refresh).toHaveBeenCalled();
  });

  it('asks before cancelling, naming the refund, with focus on the answer; Keep sends nothing', async () => {
    const sent = answer(200, { hold: {} });
    const user = userEvent.setup();
    controls();
    await user.click(
      screen.getByRole('button', { name: 'Cancel and refund: the hold on the 2021 Toyota Corolla Ascent' }),
    );
    expect(
      screen.getByRole('group', {
        name: 'Cancel the hold on the 2021 Toyota Corolla Ascent and refund $200.00?',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yes, cancel and refund $200.00' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Keep as it is' }));
    expect(sent).toEqual([]);
    expect(
      screen.getByRole('button', { name: 'Cancel and refund: the hold on the 2021 Toyota Corolla Ascent' }),
    ).toHaveFocus();
    await user.click(
      screen.getByRole('button', { name: 'Cancel and refund: the hold on the 2021 Toyota Corolla Ascent' }),
    );
    await user.click(screen.getByRole('button', { name: 'Yes, cancel and refund $200.00' }));
    expect(sent.map((s) => s.path.split('/').pop())).toEqual(['cancel']);
    expect(await screen.findByText('Hold cancelled: the deposit is being refunded.')).toBeInTheDocument();
  });

  it('shows the server’s refusal, focused, and offers only what the hold allows', async () => {
    answer(409, { error: 'This hold was already extended once. Cancel it or mark the car sold instead.' });
    const user = userEvent.setup();
    controls({ cancel: true, extend: false, convert: true });
    expect(screen.queryByRole('button', { name: /Extend/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark sold: the 2021 Toyota Corolla Ascent' }));
    await user.click(screen.getByRole('button', { name: 'Yes, mark sold' }));
    const error = await screen.findByText(
      'This hold was already extended once. Cancel it or mark the car sold instead.',
    );
    expect(error.closest('[tabindex]') ?? error).toHaveFocus();
    expect(refresh).not.toHaveBeenCalled();
  });
});

describe('RefundControl', () => {
  it('asks before refunding, naming the amount and the reference, then refunds from the state read', async () => {
    const sent = answer(200, { payment: {} });
    const user = userEvent.setup();
    render(
      <RefundControl
        site="carzone"
        payment="7d6c2a9e-0b1f-4d3a-8e6f-5a4b3c2d1e0f"
        seen={seen}
        amount="$123.45"
        reference="INV-1001"
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Refund: $123.45 paid against INV-1001' }));
    expect(screen.getByRole('group', { name: 'Refund $123.45 paid against INV-1001?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes, refund $123.45' }));
    expect(sent).toEqual([
      {
        path: '/api/console/sites/carzone/payments/online/7d6c2a9e-0b1f-4d3a-8e6f-5a4b3c2d1e0f/refund',
        body: { seen },
      },
    ]);
    expect(await screen.findByText('Refunded.')).toBeInTheDocument();
    expect(refresh).toHaveBeenCalled();
  });
});
