import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_EVENTS } from './events';
import { track } from './track';

// track() runs in the browser; here the browser globals it needs are stood in for.
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function stubBrowser(fetchImpl: typeof fetch) {
  vi.stubGlobal('window', { location: { pathname: '/cars/2022-toyota-hilux', search: '?ref=home' } });
  vi.stubGlobal('fetch', vi.fn(fetchImpl));
}

describe('track', () => {
  it('posts the event id, car and current page', async () => {
    stubBrowser(async () => new Response(null, { status: 204 }));
    await track(ANALYTICS_EVENTS.print, { carId: 42 });
    const [url, init] = vi.mocked(fetch).mock.calls[0];
    expect(url).toBe('/api/events');
    expect(JSON.parse(String(init?.body))).toEqual({
      event_id: 61,
      car_id: 42,
      page: '/cars/2022-toyota-hilux?ref=home',
    });
  });

  it.each([
    ['the network fails', async () => Promise.reject(new TypeError('Failed to fetch'))],
    ['the server refuses', async () => new Response('{}', { status: 500 })],
  ])('only warns when %s', async (_label, impl) => {
    stubBrowser(impl as typeof fetch);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(track(ANALYTICS_EVENTS.searchView)).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
  });
});
