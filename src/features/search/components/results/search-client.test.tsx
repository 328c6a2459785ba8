// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CardSettings } from '@/search/card-settings';
import type { Refinements } from '@/search/schema';
import type { SearchResponse } from '@/search/search-types';
import { EMPTY_STATE } from '@/search/url-state';
import { SearchClient } from './search-client';

const bounds = { min: 0, max: 100_000, step: 1000 };
const response = (makes: Record<string, number>, count: number): SearchResponse => ({
  hits: [],
  facets: { make: makes },
  stats: { price: null, km: null, year: null },
  count,
  ms: 1,
  pages: 0,
});
const everyMake = response({ Toyota: 121, Mazda: 557 }, 678);
const toyotas = response({ Toyota: 121, Mazda: 557 }, 121);

/** The requests the page sent to POST /api/search, as parsed bodies. */
let searches: { filters?: Refinements; preset?: Refinements }[] = [];

beforeEach(() => {
  searches = [];
  window.localStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url !== '/api/search') return new Response('{}', { status: 202 });
      const body = JSON.parse(String(init?.body));
      searches.push(body);
      return Response.json(body.filters?.make ? toyotas : everyMake);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderPage(basePath: string, preset: Refinements, remembersFilter: boolean) {
  render(
    <SearchClient
      siteSlug="carzone"
      basePath={basePath}
      preset={preset}
      remembersFilter={remembersFilter}
      initialState={EMPTY_STATE}
      initialResult={everyMake}
      bounds={{ price: bounds, km: bounds, year: { min: 2000, max: 2026, step: 1 } }}
      popularMakesCount={10}
      customBodies={false}
      stockCount={678}
      settings={{} as CardSettings}
      promos={[]}
      promoPlacement={{ mode: 'every', every: 6 }}
      emptyVariant="cars"
      refreshPath="/"
      placeholder="Search"
      now={0}
      hitsPerPage={21}
    />,
  );
}

describe('SearchClient brought back by Back or Forward', () => {
  // The router can restore the page as first rendered (no refinements) under the address the shopper left.
  it.each([
    ['/used-car', { car_type: ['used'] } as Refinements, false],
    ['/used-car/suv', { car_type: ['used'], body: ['SUV'] } as Refinements, false],
    ['/search/used-cars', { car_type: ['used'] } as Refinements, false],
    ['/search', {}, true],
  ])(
    '%s?make=Toyota shows the Toyotas, ticked, not the page as first rendered',
    async (path, preset, remembers) => {
      window.history.replaceState(null, '', `${path}?make=Toyota`);
      renderPage(path, preset, remembers);
      await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('121 vehicles'));
      expect(screen.getByRole('checkbox', { name: /^Toyota/ })).toBeChecked();
      expect(searches).toEqual([expect.objectContaining({ filters: { make: ['Toyota'] } })]);
      expect(window.location.pathname + window.location.search).toBe(`${path}?make=Toyota`);
    },
  );

  it('an address that matches the rendered page asks for nothing again', async () => {
    window.history.replaceState(null, '', '/used-car');
    renderPage('/used-car', { car_type: ['used'] }, false);
    expect(screen.getByRole('status')).toHaveTextContent('678 vehicles');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(searches).toEqual([]);
  });

  it('Back and Forward within the page follow the address', async () => {
    window.history.replaceState(null, '', '/used-car');
    renderPage('/used-car', { car_type: ['used'] }, false);
    window.history.pushState(null, '', '/used-car?make=Toyota');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('121 vehicles'));
    window.history.pushState(null, '', '/used-car');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('678 vehicles'));
  });
});
