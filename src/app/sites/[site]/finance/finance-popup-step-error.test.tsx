// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { PhoneVerification } from '@/features/accounts/components/phone-verification';
import { FinancePopupForm } from '@/features/finance/components/finance-popup-form';

// A step that fails in a way nobody foresaw (here the details check itself) says so, and stays put.
vi.mock('@/features/finance/popup-rules', async (original) => ({
  ...(await original<typeof import('@/features/finance/popup-rules')>()),
  detailsErrors: () => {
    throw new Error('boom');
  },
}));

afterEach(() => vi.unstubAllGlobals());

it('an unexpected failure while advancing shows the spec’s message (AF §8)', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ error: 'x' }), { status: 502 })),
  );
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const user = userEvent.setup();
  render(<FinancePopupForm car={null} siteSlug="coastal-toyota" PhoneVerification={PhoneVerification} />);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  const alerts = await screen.findAllByRole('alert');
  expect(alerts.map((a) => a.textContent)).toContain('An unknown error occurred while advancing step.');
  expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Your Details');
});
