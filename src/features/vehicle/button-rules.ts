// Pure rules of the vehicle page's action buttons and links (SV §2, AF §2, §5, §9): which buttons a car
// gets on a site, in what order, and where each leads, the finance link among them. No I/O, no React,
// no DOM.

import { canReserve, reserveDeposit } from '@/inventory/reservation-rules';
import { paths, type TradeInVariant } from '@/lib/paths';
import { QUOTE_TERM } from '@/repayments/repayment-rules';
import { buttonLabels } from '@/tenancy/button-labels';
import type { SiteConfig } from '@/tenancy/site-config';
import { isBlankValue } from './blank-value-rules';

type ActionButton = SiteConfig['buttons']['vehiclePage'][number];
export type VehicleButtonKind = Exclude<ActionButton, 'view-details'>;
export type VehicleButton = { kind: VehicleButtonKind; label: string; href: string; amount?: number };

/** A car whose tag is this (any case) is offered the test-drive form only. */
export const TEST_DRIVE_ONLY_TAG = 'Test Drive Only';
/** Reserve deposit when neither car nor site sets one (AF §9); the site config's default is also $200. */
export const RESERVE_DEPOSIT_DEFAULT = 200;

export type ButtonCar = {
  id: number;
  slug: string;
  status: string;
  tag?: string | null;
  price: number | null;
  carType: string;
  year: number;
  vin?: string | null;
  nvic?: string | null;
  dealershipSlug?: string | null;
  checkoutEnabled: boolean;
  reserved: boolean;
  tradeInAllowed: boolean;
  testDriveEnabled: boolean;
  reserveAmount: number | null;
  /** Finance is offered for the car on this site (financeDisplay): else no Finance button. */
  financeOffered: boolean;
};

export type ButtonConfig = {
  buttons: { vehiclePage: readonly ActionButton[] };
  buttonLabels: Partial<Record<ActionButton, string>>;
  copy: { enquireLabel: string };
  features: { checkout: boolean; checkoutRoute: SiteConfig['features']['checkoutRoute'] };
  carPage: { reserveDepositDefault: number };
  /** Where Trade-In leads: '/trade-in' or '/cars/trade-in' (AF §2 lists both). */
  tradeIn: { carTradeInPath: TradeInVariant };
};

export type ButtonOptions = FinanceLinkOptions;

export function isTestDriveOnly(tag: string | null | undefined): boolean {
  return (tag ?? '').trim().toLowerCase() === TEST_DRIVE_ONLY_TAG.toLowerCase();
}

/**
 * The sidebar's action buttons, in the site's order (AF §5, SV §2):
 * - none unless the car is in_stock;
 * - a car tagged 'Test Drive Only' gets just the test-drive button (even where the site does not list
 *   it): that is "the rule on the car" which offers the test-drive form instead of enquiry and finance;
 * - otherwise the site's buttons, of which reserve needs checkout on for the site AND the car and a
 *   deposit above $0 and the car not already reserved (canReserve), trade-in needs the car to allow it, test drive needs the car's
 *   testDriveEnabled, finance needs finance offered for the car (not an excluded make or dealership);
 *   enquire always shows. 'view-details' has no place on the page itself.
 * Links: reserve /cars/{slug}/{checkout|buy-online}; enquire and test drive open the page's forms
 * (#enquire, #test-drive); finance the finance link below; trade-in /trade-in?car_id={id} (or the site's /cars/trade-in form).
 */
export function vehiclePageButtons(
  car: ButtonCar,
  config: ButtonConfig,
  options: ButtonOptions = {},
): VehicleButton[] {
  if (car.status !== 'in_stock') return [];
  const labels = buttonLabels(config);
  const deposit = reserveDeposit(car.reserveAmount, config.carPage.reserveDepositDefault);
  const make = (kind: VehicleButtonKind): VehicleButton => {
    switch (kind) {
      case 'reserve':
        return {
          kind,
          label: labels[kind],
          href: paths.checkout(car.slug, config.features.checkoutRoute),
          amount: deposit,
        };
      case 'enquire':
        return { kind, label: labels[kind], href: paths.car(car.slug, 'enquire') };
      case 'test-drive':
        return { kind, label: labels[kind], href: paths.car(car.slug, 'test-drive') };
      case 'finance':
        return { kind, label: labels[kind], href: financeLink(car, options) };
      case 'trade-in':
        return { kind, label: labels[kind], href: paths.tradeIn(car.id, config.tradeIn.carTradeInPath) };
    }
  };
  if (isTestDriveOnly(car.tag)) return [make('test-drive')];
  const kinds = config.buttons.vehiclePage.filter((kind): kind is VehicleButtonKind => {
    switch (kind) {
      case 'view-details':
        return false;
      case 'reserve':
        return canReserve(car, {
          checkout: config.features.checkout,
          reserveDepositDefault: config.carPage.reserveDepositDefault,
        });
      case 'trade-in':
        return car.tradeInAllowed;
      case 'test-drive':
        return car.testDriveEnabled;
      case 'finance':
        return car.financeOffered;
      default:
        return true;
    }
  });
  return kinds.map(make);
}

export type FinanceLinkOptions = {
  /** preferredDealership: defaults to the car's dealership slug. */
  preferredDealership?: string;
  /** loanTerm in years: defaults to the quick quote's 5 (AF §9), what the finance page starts from. */
  loanTerm?: number;
  /** whoIsHelping: the staff member or channel helping; blank unless given. */
  whoIsHelping?: string;
};

/**
 * The finance link of AF §2, with the names it lists, always all of them and in this order:
 * /finance?preferredDealership={dealership slug}&vehiclePriceBudget={price}&car_id={id}&car_type={type}
 * &vin={vin}&nvic={nvic}&year={year}&loanTerm={5}&selfAssessedCreditScore=GREAT&whoIsHelping={…}
 * #finance-form. The spec's alternatives (price, credit_score) are not used. A missing value is an empty
 * parameter (vin=), never the text 'null'; a price counts only above 10, as in finance.
 */
export function financeLink(
  car: Pick<ButtonCar, 'id' | 'price' | 'carType' | 'vin' | 'nvic' | 'year' | 'dealershipSlug'>,
  options: FinanceLinkOptions = {},
): string {
  const text = (v: unknown) => (isBlankValue(v) ? '' : String(v).trim());
  const price = typeof car.price === 'number' && car.price > 10 ? car.price : null;
  return paths.finance({
    preferredDealership: text(options.preferredDealership ?? car.dealershipSlug),
    vehiclePriceBudget: text(price),
    car_id: car.id,
    car_type: text(car.carType),
    vin: text(car.vin),
    nvic: text(car.nvic),
    year: text(car.year),
    loanTerm: options.loanTerm ?? QUOTE_TERM.default,
    selfAssessedCreditScore: 'GREAT',
    whoIsHelping: text(options.whoIsHelping),
  });
}
