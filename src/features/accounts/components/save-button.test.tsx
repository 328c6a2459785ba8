// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '@/ui/toast-store';
import { goTo } from './navigation';
import { SaveButton } from './save-button';
import { watchlistStore } from './watchlist-store';

vi.mock('./navigation', () => ({ goTo: vi.fn() }));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A shopper signed in (with these saved cars) or not; `call` answers save-car and remove-car. */
function serve(signedIn: boolean, saved: number[], call: () => Promise<Response>) {
  const fetchMock = vi.fn(async (input: string) => {
    if (input === '/api/auth/session') return json(200, { user: signedIn ? { phone: '0412345678' } : null });
    if (input === '/api/watchlist/ids') return json(200, { ids: saved });
    return call();
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A call that answers only when told to, to see the button while it runs. */
function held(response: Response) {
  let release = () => {};
  const promise = new Promise<Response>((resolve) => {
    release = () => resolve(response);
  });
  return { call: () => promise, release };
}

beforeEach(() => {
  watchlistStore.reset();
  vi.mocked(goTo).mockReset();
  window.history.replaceState(null, '', '/search/used-cars?page=2');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  act(() => toastStore.dismiss());
});

const car = { carId: 42, carName: '2021 Toyota HiLux SR5' };

describe('SaveButton', () => {
  it('saves at once, waits disabled for the call, then toasts with a View List link', async () => {
    const { call, release } = held(json(200, { success: true }));
    const fetchMock = serve(true, [], call);
    render(<SaveButton {...car} status="in_stock" />);
    const button = await screen.findByRole('button', { name: `Save: ${car.carName}` });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.setup().click(button);
    expect(button).toHaveAccessibleName(`Saved: ${car.carName}`);
    expect(button).toBeDisabled();
    await act(async () => release());
    await waitFor(() => expect(button).toBeEnabled());
    expect(button).toHaveTextContent('Saved');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/watchlist/save-car',
      expect.objectContaining({ body: JSON.stringify({ phone_number: '0412345678', car_id: 42 }) }),
    );
    expect(toastStore.getSnapshot()).toMatchObject({
      message: 'Car Saved In Watchlist',
      action: { label: 'View List', href: '/watchlist' },
    });
  });

  it('shows a saved car as Saved, and removing it toasts Car Removed', async () => {
    const fetchMock = serve(true, [42], async () => json(200, { success: true }));
    render(<SaveButton {...car} status="in_stock" />);
    const button = await screen.findByRole('button', { name: `Saved: ${car.carName}` });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.setup().click(button);
    await waitFor(() => expect(toastStore.getSnapshot()?.message).toBe('Car Removed'));
    expect(button).toHaveAccessibleName(`Save: ${car.carName}`);
    expect(fetchMock).toHaveBeenCalledWith('/api/watchlist/remove-car', expect.anything());
  });

  it('puts the state back and alerts the error when the call fails', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    serve(true, [], async () => json(400, { error: 'This car has been sold and can no longer be saved.' }));
    render(<SaveButton {...car} status="in_stock" />);
    const button = await screen.findByRole('button', { name: `Save: ${car.carName}` });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.setup().click(button);
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith('This car has been sold and can no longer be saved.'),
    );
    expect(button).toHaveAccessibleName(`Save: ${car.carName}`);
    expect(button).toBeEnabled();
    expect(toastStore.getSnapshot()).toBeNull();
  });

  it('sends a signed-out shopper to sign-in, with the car to save on the way back', async () => {
    const fetchMock = serve(false, [], async () => json(500, {}));
    render(<SaveButton {...car} status="in_stock" />);
    const button = await screen.findByRole('button', { name: `Save: ${car.carName}` });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.setup().click(button);
    expect(goTo).toHaveBeenCalledWith(
      `/sign-in?type=watchlist&redirect=${encodeURIComponent('/search/used-cars?page=2&save=42')}&back=${encodeURIComponent('/search/used-cars?page=2')}`,
    );
    expect(fetchMock).not.toHaveBeenCalledWith('/api/watchlist/save-car', expect.anything());
  });

  it('goes to sign-in when the session ended before the call (401), and puts the state back', async () => {
    serve(true, [], async () =>
      json(401, { success: false, error: 'Please sign in to save cars to your watchlist.' }),
    );
    render(<SaveButton {...car} status="in_stock" />);
    const button = await screen.findByRole('button', { name: `Save: ${car.carName}` });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.setup().click(button);
    await waitFor(() => expect(goTo).toHaveBeenCalled());
    expect(vi.mocked(goTo).mock.calls[0][0]).toMatch(/^\/sign-in\?type=watchlist&redirect=/);
    expect(button).toHaveAccessibleName(`Save: ${car.carName}`);
  });

  it('shows no Save on a car not in stock unless it is saved', async () => {
    serve(true, [7], async () => json(200, { success: true }));
    render(
      <>
        <SaveButton carId={42} carName="Sold, not saved" status="sold" />
        <SaveButton carId={43} carName="Coming soon, not saved" status="coming_soon" />
        <SaveButton carId={7} carName="Sold, saved" status="sold" />
      </>,
    );
    expect(await screen.findByRole('button', { name: 'Saved: Sold, saved' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Sold, not saved/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Coming soon, not saved/ })).toBeNull();
  });

  it('reads the session once for every button on the page', async () => {
    const fetchMock = serve(true, [], async () => json(200, { success: true }));
    render(
      <>
        <SaveButton carId={1} carName="One" status="in_stock" />
        <SaveButton carId={2} carName="Two" status="in_stock" />
      </>,
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save: Two' })).toBeEnabled());
    expect(fetchMock.mock.calls.map(([path]) => path)).toEqual(['/api/auth/session', '/api/watchlist/ids']);
  });
});
