// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SaveButton } from '@/features/accounts/components/save-button';
import { SoldNotice } from '@/features/vehicle/components/sold-notice';
import type { FoundCar } from '@/inventory/site-car';

// A sold car's page keeps the watchlist's Save for a shopper who saved it before it sold (AF §4: sold cars
// are hidden from the save button unless already saved), so they can see it is saved and remove it.

const sold = (id: number, name: string) => ({ id, name, status: 'sold' }) as FoundCar['car'];

afterEach(() => vi.unstubAllGlobals());

describe('SoldNotice', () => {
  it('shows Saved for a sold car the shopper saved, and no Save for one they did not', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) =>
        Response.json(input === '/api/watchlist/ids' ? { ids: [7] } : { user: { phone: '0412345678' } }),
      ),
    );
    const cars = [sold(7, '2019 Toyota Corolla Ascent Sport'), sold(8, '2018 Mazda 3 Maxx')];
    render(
      <div>
        {cars.map((car) => (
          <SoldNotice
            key={car.id}
            car={car}
            title={car.name}
            findSimilar={null}
            save={<SaveButton carId={car.id} carName={car.name} status={car.status} look="plain" />}
          />
        ))}
      </div>,
    );
    expect(await screen.findByRole('button', { name: `Saved: ${cars[0].name}` })).toHaveTextContent('Saved');
    // Both buttons read the one watchlist, now loaded: the car not saved has none.
    expect(screen.queryByRole('button', { name: new RegExp(cars[1].name) })).toBeNull();
  });
});
