import type { FinanceSettings } from '@/repayments/display-rules';
import { buttonLabels } from '@/tenancy/button-labels';
import type { SiteConfig } from '@/tenancy/site-config';
import type { TagSettings } from './rules';

type ActionButton = SiteConfig['buttons']['card'][number];

/** What a vehicle card needs of its site: small enough to hand to the results page's client island. */
export type CardSettings = {
  tag: Omit<TagSettings, 'makeRunsCertifiedProgramme'>;
  buttons: ActionButton[];
  labels: Record<ActionButton, string>;
  noPriceText: string;
  checkout: boolean;
  /** The deposit of a car without its own (carPage.reserveDepositDefault): 0 offers no reserving. */
  reserveDepositDefault: number;
  checkoutRoute: SiteConfig['features']['checkoutRoute'];
  tradeInPath: SiteConfig['tradeIn']['carTradeInPath'];
  showViews: boolean;
  favourites: boolean;
  /** Save buttons for the shopper's watchlist (accounts). */
  watchlist: boolean;
  /** Compare toggles (the compare feature), on sites that offer comparing. */
  compare: boolean;
  siteSlug: string;
  /** The site's finance provider and exclusions: the card's weekly line and Finance button follow them. */
  finance: FinanceSettings;
};

export function cardSettings(config: SiteConfig): CardSettings {
  return {
    tag: {
      electricTag: config.features.electricTag,
      certifiedProgramme: config.features.certifiedProgramme,
      soldTagText: config.copy.soldTagText,
      newTagText: config.copy.newTagText,
      greenTags: config.theme.greenTags,
    },
    buttons: config.buttons.card,
    labels: buttonLabels(config),
    noPriceText: config.copy.noPriceText,
    checkout: config.features.checkout,
    reserveDepositDefault: config.carPage.reserveDepositDefault,
    checkoutRoute: config.features.checkoutRoute,
    tradeInPath: config.tradeIn.carTradeInPath,
    showViews: config.features.viewCount,
    favourites: config.features.favourites,
    watchlist: config.features.watchlist,
    compare: config.features.compare,
    siteSlug: config.slug,
    finance: {
      provider: config.finance.provider,
      excludedDealerships: config.finance.excludedDealerships,
    },
  };
}
