// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SaveButton } from '@/features/accounts/components/save-button';
import { watchlistStore } from '@/features/accounts/components/watchlist-store';
import type { FoundCar, VehiclePageData } from '../page-data';
import { SoldNotice } from './sold-notice';

// A sold car's page keeps the watchlist's Save for a shopper who saved it before it sold (AF §4: sold cars
// are hidden from the save button unless already saved), so they can see it is saved and remove it.

const car = { id: 7, name: '2019 Toyota Corolla Ascent Sport', status: 'sold' } as FoundCar['car'];
const lead = {} as VehiclePageData['lead'];

function signedInWith(saved: number[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) =>
      Response.json(input === '/api/watchlist/ids' ? { ids: saved } : { user: { phone: '0412345678' } }),
    ),
  );
}
beforeEach(() => watchlistStore.reset());
afterEach(() => vi.unstubAllGlobals());

const notice = () =>
  render(
    <SoldNotice
      car={car}
      title="2019 Toyota Corolla"
      lead={lead}
      save={<SaveButton carId={car.id} carName={car.name} status={car.status} look="plain" />}
    />,
  );

describe('SoldNotice', () => {
  it('shows Saved for a sold car the shopper saved', async () => {
    signedInWith([7]);
    notice();
    expect(await screen.findByRole('button', { name: `Saved: ${car.name}` })).toHaveTextContent('Saved');
  });

  it('shows no Save for a sold car the shopper did not save', async () => {
    signedInWith([8]);
    notice();
    expect(await screen.findByRole('heading', { name: 'SOLD' })).toBeInTheDocument();
    await waitFor(() => expect(watchlistStore.getSnapshot().ready).toBe(true));
    expect(screen.queryByRole('button', { name: /Save/ })).toBeNull();
  });
});
