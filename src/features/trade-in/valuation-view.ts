import type { ValuationVehicle } from '@/db/schema';

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
  /** What the figure is based on: the market of comparable cars, the margin and the reconditioning. */
  basedOn: {
    comparables: number;
    /** The badge the market was narrowed to, when it had enough of them. */
    badge: string | null;
    marketMin: number;
    marketMax: number;
    marketMean: number;
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
