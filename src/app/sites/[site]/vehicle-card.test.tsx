// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VehicleCard } from '@/features/search/components/vehicle-card';
import { cardSettings } from '@/search/card-settings';
import type { CardHit } from '@/search/documents';
import { withDriveAway } from '@/search/site-cards';
import { loadSiteConfigs } from '@/tenancy/site-files';
import { CardActions } from './card-actions';

// What a card shows around its car, with the controls the routes give it (card-actions.tsx): the Reserved word where the Reserve button was, whatever the tag, and
// the save, favourite and compare controls and buttons only on in-stock cars (AF §4).

const configs = loadSiteConfigs();
const siteConfig = (slug: string) => {
  const config = configs.find((c) => c.slug === slug);
  if (!config) throw new Error(`${slug} is one of the demo sites`);
  return config;
};

const now = new Date('2026-11-27T02:00:00Z').getTime();
const car: CardHit = {
  id: 42,
  slug: '2023-toyota-rav4-cruiser-hybrid',
  path: '/cars/2023-toyota-rav4-cruiser-hybrid',
  name: '2023 Toyota RAV4 Cruiser Hybrid',
  year: 2023,
  make: 'Toyota',
  model: 'RAV4',
  badge: 'Cruiser',
  series: null,
  km: 18_000,
  price: 52_990,
  beforePrice: null,
  subscriptionPrice: null,
  priceType: 'Drive Away',
  driveAwayPrice: null,
  itemType: 'car',
  cylinders: 4,
  driveAway: null,
  carType: 'used',
  status: 'in_stock',
  reserved: false,
  certified: false,
  makeRunsCertifiedProgramme: true,
  certifiedBadge: '/media/certified/toyota.webp',
  tag: null,
  simpleBody: 'SUV',
  simpleFuel: 'Hybrid',
  simpleTransmission: 'Automatic',
  city: 'Tingalpa',
  locationName: 'Coastal Toyota Tingalpa',
  dealershipId: 1,
  dealershipSlug: 'coastal-toyota-tingalpa',
  primaryImageUrl: null,
  finance: { providers: {}, rate: 0 },
  views: 0,
  checkoutEnabled: true,
  tradeInAllowed: true,
  reserveAmount: null,
  createdAt: '2026-01-01T00:00:00Z',
};

const draw = (over: Partial<CardHit>, slug = 'coastal-toyota') => {
  const settings = { ...cardSettings(siteConfig(slug)), watchlist: true, favourites: true, compare: true };
  return render(
    <VehicleCard car={{ ...car, ...over }} settings={settings} now={now} Actions={CardActions} />,
  );
};

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ user: null, ids: [] }), { status: 200 })),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('VehicleCard', () => {
  it('says Reserved where the Reserve button was on a reserved hybrid, whose tag says Hybrid', () => {
    draw({ reserved: true });
    const card = screen.getByRole('article');
    expect(within(card).getByText('Hybrid', { selector: 'span' })).toBeInTheDocument();
    expect(within(card).getByText('Reserved', { selector: 'p' })).toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: /^Reserve/ })).toBeNull();
  });

  it('says nothing of reserving on a car not reserved, and offers its Reserve button', () => {
    draw({});
    expect(screen.queryByText('Reserved')).toBeNull();
    expect(screen.getAllByRole('link', { name: /: 2023 Toyota RAV4$/ }).length).toBeGreaterThan(0);
  });

  it.each([['coming_soon'], ['sold']])(
    'shows a %s car no Save, Favourite, Compare or buttons: only its title link',
    (status) => {
      draw({ status });
      const card = screen.getByRole('article');
      expect(within(card).queryByRole('button')).toBeNull();
      expect(within(card).queryByRole('checkbox')).toBeNull();
      expect(within(card).queryByRole('link', { name: /View Details/i })).toBeNull();
      expect(within(card).getByRole('link', { name: '2023 Toyota RAV4' })).toHaveAttribute('href', car.path);
    },
  );

  it('names its two keeping controls apart: the watchlist’s Save and the favourites’ heart', async () => {
    draw({});
    const card = screen.getByRole('article');
    expect(await within(card).findByRole('button', { name: `Save: ${car.name}` })).toHaveTextContent('Save');
    expect(within(card).getByRole('button', { name: `Favourite ${car.name}` })).toHaveTextContent(
      'Favourite',
    );
  });

  it('shows the estimated drive-away price of a car whose price excludes on-road costs, linking to its parts', () => {
    const egc = {
      ...car,
      price: 30_000,
      priceType: 'Excl. Government Charges',
      driveAwayPrice: null,
      simpleFuel: 'Petrol',
    };
    draw(withDriveAway(egc, { state: 'QLD', delivery: 995 }));
    const link = screen.getByRole('link', { name: 'Est. drive-away $32,651 (QLD)' });
    expect(link).toHaveAttribute('href', `${car.path}#drive-away`);
    expect(
      screen.getByText('Price + stamp duty + registration + CTP + dealer delivery, rates as at 1 July 2025'),
    ).toBeInTheDocument();
  });

  it('shows no drive-away estimate where the price is already drive-away', () => {
    draw(withDriveAway(car, { state: 'QLD', delivery: 995 }));
    expect(screen.queryByText(/drive-away/i)).toBeNull();
  });

  it('shows a certified used car’s programme as its image badge, not a text tag', () => {
    draw({ certified: true, simpleFuel: 'Petrol' });
    const badge = screen.getByRole('img', { name: 'Toyota Certified Pre-Owned', hidden: true });
    expect(badge.getAttribute('src')).toContain(encodeURIComponent('/media/certified/toyota.webp'));
    expect(screen.queryByText('Certified Pre-Owned')).toBeNull();
  });
});
