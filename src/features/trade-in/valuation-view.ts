import type { ValuationVehicle } from '@/db/schema';
import { formatAud } from '@/lib/money';

// A valuation as the shopper's browser is told of it (GET /api/trade-in/valuations/{id}). Types and
// texts only, so the journey's components can read them.

export type NoOnlineFigure = 'age' | 'kms' | 'market';

export type ValuationView = {
  id: string;
  status: 'started' | 'valued' | 'inspection' | 'accepted';
  rego: string;
  regoState: string;
  vehicle: ValuationVehicle;
  kms: number;
  /** How the shopper asked to be contacted: Phone, Email or SMS. */
  preferredContact: string;
  /** Whole dollars: the range and the offer the shopper may accept. */
  estimate: { low: number; high: number; offer: number } | null;
  /**
   * What the figure is based on: the used cars it was fitted on, what they say the car is worth (its value
   * and one standard error either side), the margin and the reconditioning.
   */
  basedOn: {
    comparables: number;
    /** The badge that had a level of its own in the model, when the comparables had enough of it. */
    badge: string | null;
    marketMin: number;
    marketMax: number;
    marketMean: number;
    /** The standard error as a share of the value (0.09); null on a valuation made before it was kept. */
    marketError?: number | null;
    marginPercent: number;
    reconditioning: number;
  } | null;
  /** Why there is no online figure, when there is none. */
  noOnlineFigure: NoOnlineFigure | null;
  expiresAt: string | null;
  /** The offer's last day on the site's own clock: '01/12/2026'. */
  expiresOn: string | null;
  expired: boolean;
  acceptedAt: string | null;
  /** The car traded against, and its price less the offer. */
  car: {
    id: number;
    name: string;
    path: string;
    price: number | null;
    priceLessTradeIn: number | null;
  } | null;
  photos: number;
};

/** Why there is no online figure, as the dealer's lead says it. */
export const NO_ONLINE_FIGURE_TEXT: Record<NoOnlineFigure, string> = {
  age: 'Over 7 years old',
  kms: 'Over 100,000 km',
  market: 'Too few comparable cars in the market',
};

/**
 * What the figure is based on, as the shopper reads it under the range: 'Based on 36 comparable used
 * Ford Ranger cars for sale and sold in the last 90 days, adjusted to your car's year, kilometres and
 * badge (XLT): worth $34,500 to a buyer, give or take 11% ($30,900 to $38,500), less our 12% margin and
 * $300 of reconditioning for the condition you described.'
 */
export function basedOnSentence(
  vehicle: Pick<ValuationVehicle, 'make' | 'model'>,
  basedOn: NonNullable<ValuationView['basedOn']>,
): string {
  const adjusted = basedOn.badge ? `year, kilometres and badge (${basedOn.badge})` : 'year and kilometres';
  const error =
    typeof basedOn.marketError === 'number' ? `, give or take ${Math.round(basedOn.marketError * 100)}%` : '';
  const recon =
    basedOn.reconditioning > 0
      ? ` and ${formatAud(basedOn.reconditioning)} of reconditioning for the condition you described`
      : '';
  return (
    `Based on ${basedOn.comparables} comparable used ${vehicle.make} ${vehicle.model} cars for sale and sold in ` +
    `the last 90 days, adjusted to your car's ${adjusted}: worth ${formatAud(basedOn.marketMean)} to a buyer` +
    `${error} (${formatAud(basedOn.marketMin)} to ${formatAud(basedOn.marketMax)}), less our ` +
    `${basedOn.marginPercent}% margin${recon}.`
  );
}
