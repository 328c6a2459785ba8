import { describe, expect, it } from 'vitest';
import { loadSiteConfigs } from '../tenancy/site-files';
import { cardButtons } from './card-buttons';
import { cardSettings } from './card-settings';

const coastal = loadSiteConfigs().find((config) => config.slug === 'coastal-toyota');
if (!coastal) throw new Error('coastal-toyota is one of the demo sites');
const settings = { ...cardSettings(coastal), buttons: ['reserve', 'view-details'] as const };
const car = {
  id: 1,
  slug: 'a-car',
  status: 'in_stock',
  checkoutEnabled: true,
  reserved: false,
  tradeInAllowed: true,
  reserveAmount: null,
  financeOffered: true,
};
const kinds = (over: Partial<typeof car> | Record<string, unknown>, site = {}) =>
  cardButtons({ ...car, ...over } as typeof car, {
    ...settings,
    buttons: [...settings.buttons],
    ...site,
  }).map((b) => b.kind);

describe('the card’s Reserve button (AF §4, §5: the rule the checkout takes)', () => {
  it.each([
    ['a reservable car', {}, {}, ['reserve', 'view-details']],
    ['a reserved car', { reserved: true }, {}, ['view-details']],
    ['a $0 reserve amount', { reserveAmount: 0 }, {}, ['view-details']],
    ['no site default and no amount', {}, { reserveDepositDefault: 0 }, ['view-details']],
    [
      'its own amount where the site has none',
      { reserveAmount: 500 },
      { reserveDepositDefault: 0 },
      ['reserve', 'view-details'],
    ],
    ['checkout off for the site', {}, { checkout: false }, ['view-details']],
    ['a sold car', { status: 'sold' }, {}, []],
    ['a coming-soon car', { status: 'coming_soon' }, {}, []],
  ])('%s → %o', (_label, over, site, expected) => expect(kinds(over, site)).toEqual(expected));
});
