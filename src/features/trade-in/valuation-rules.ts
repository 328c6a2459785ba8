// Pure rules of a trade-in valuation (AF §3, §4, §9; docs/decisions/020): who gets an online figure, the
// condition questions and what each answer costs the dealer to put right, and the figure itself, from
// what the used market says the car is worth less the dealer's margin and that reconditioning. No I/O.

/** AF §9: no online estimate for cars over 7 years old… */
export const ONLINE_MAX_AGE_YEARS = 7;
/** …or over 100,000 km. */
export const ONLINE_MAX_KMS = 100_000;
/** The odometer a shopper can enter. */
export const KMS_RANGE = { min: 0, max: 999_999 } as const;
/**
 * A market value less sure than this (one standard error over 15 % of it) is too vague to offer on: a
 * $30,000 car would read '$25,500 to $34,500'. The dealer inspects it instead.
 */
export const MAX_MARKET_ERROR = 0.15;
/** Figures are rounded down to whole hundreds: an estimate, not a quote to the dollar. */
export const ROUND_TO = 100;

/** A cost of putting an answer right: a fixed amount, a share of the market value, or both. */
type Deduction = { dollars?: number; percent?: number };
type Option = { value: string; label: string; deduction: Deduction };
type Question = { id: string; label: string; options: readonly Option[] };

/**
 * The condition questions (the adjustment answers of AF §3's valuation). Deductions are the dealer's
 * typical reconditioning: a service history rebuilt, panel and paint, tyres, a key cut and coded.
 * 'Under finance' costs nothing but needs the payout letter (AF §9 FAQ).
 */
export const ADJUSTMENT_QUESTIONS = [
  {
    id: 'serviceHistory',
    label: 'Service history',
    options: [
      { value: 'full', label: 'Full service history', deduction: {} },
      { value: 'partial', label: 'Partial service history', deduction: { dollars: 500 } },
      { value: 'none', label: 'No service history', deduction: { percent: 5 } },
    ],
  },
  {
    id: 'accidentDamage',
    label: 'Has the car been in an accident?',
    options: [
      { value: 'no', label: 'No', deduction: {} },
      { value: 'repaired', label: 'Yes, professionally repaired', deduction: { percent: 5 } },
      { value: 'unrepaired', label: 'Yes, not yet repaired', deduction: { dollars: 3000 } },
    ],
  },
  {
    id: 'bodyInterior',
    label: 'Body and interior',
    options: [
      { value: 'excellent', label: 'Excellent: no marks', deduction: {} },
      { value: 'good', label: 'Good: minor marks', deduction: { dollars: 300 } },
      { value: 'fair', label: 'Fair: dents, scratches or stains', deduction: { dollars: 1200 } },
      { value: 'poor', label: 'Poor: damage that needs repair', deduction: { dollars: 3000 } },
    ],
  },
  {
    id: 'tyres',
    label: 'Tyres',
    options: [
      { value: 'good', label: 'Good tread', deduction: {} },
      { value: 'worn', label: 'Need replacing soon', deduction: { dollars: 800 } },
    ],
  },
  {
    id: 'keys',
    label: 'Keys',
    options: [
      { value: 'two', label: 'Two or more', deduction: {} },
      { value: 'one', label: 'One', deduction: { dollars: 350 } },
    ],
  },
  {
    id: 'underFinance',
    label: 'Is Your Car Currently Under Finance?',
    options: [
      { value: 'No', label: 'No', deduction: {} },
      { value: 'Yes', label: 'Yes', deduction: {} },
    ],
  },
] as const satisfies readonly Question[];

export type QuestionId = (typeof ADJUSTMENT_QUESTIONS)[number]['id'];
export type AdjustmentAnswers = Record<QuestionId, string>;

/** The message of a question left unanswered: "Choose an answer for 'Tyres'." */
export const answerMessage = (label: string) => `Choose an answer for '${label}'.`;

/** The label of an answer, for the dealer's lead ('Partial service history'). */
export function answerLabel(id: QuestionId, value: string): string {
  const question = ADJUSTMENT_QUESTIONS.find((q) => q.id === id);
  return question?.options.find((o) => o.value === value)?.label ?? value;
}

/** Why a car gets no online figure: older than 7 years (8 is out, 7 is in), or over 100,000 km. */
export function onlineRefusal(
  vehicle: { year: number; kms: number },
  currentYear: number,
): 'age' | 'kms' | null {
  if (currentYear - vehicle.year > ONLINE_MAX_AGE_YEARS) return 'age';
  if (vehicle.kms > ONLINE_MAX_KMS) return 'kms';
  return null;
}

/**
 * What the used market says the car is worth to a buyer (the market model's fit, src/inventory/market): its value at
 * the car's year and km, one standard error either side, and that error as a share (0.09). Whole dollars.
 */
export type Market = { comparables: number; value: number; low: number; high: number; error: number };

export type Valuation = {
  low: number;
  high: number;
  /** The figure the shopper may accept: the market value less the margin and reconditioning. */
  offer: number;
  reconditioning: number;
  marginPercent: number;
  market: Market;
};

const roundDown = (dollars: number) => Math.max(0, Math.floor(dollars / ROUND_TO) * ROUND_TO);

/** The reconditioning the answers call for on a car of this market value, whole dollars. */
export function reconditioning(answers: AdjustmentAnswers, marketValue: number): number {
  let total = 0;
  for (const question of ADJUSTMENT_QUESTIONS) {
    const option: Option | undefined = question.options.find((o) => o.value === answers[question.id]);
    total += (option?.deduction.dollars ?? 0) + ((option?.deduction.percent ?? 0) * marketValue) / 100;
  }
  return Math.round(total);
}

/**
 * The valuation: the market's value and each end of its range less the dealer's margin and the
 * reconditioning, rounded down to $100. E.g. a market value of $24,000 (give or take 8 %: $22,100 to
 * $26,000) at a 12 % margin with $800 of tyres: $18,648 → $18,600 to $22,080 → $22,000, offer $20,320 →
 * $20,300. Null when the market is too unsure (error over 15 %) or nothing is left after the deductions
 * (the dealer then inspects the car).
 */
export function valuationFrom(
  market: Market,
  answers: AdjustmentAnswers,
  marginPercent: number,
): Valuation | null {
  if (!(market.value > 0) || !(market.error <= MAX_MARKET_ERROR)) return null;
  const recon = reconditioning(answers, market.value);
  const trade = (retail: number) => roundDown(retail * (1 - marginPercent / 100) - recon);
  const high = trade(market.high);
  if (high <= 0) return null;
  return {
    low: trade(market.low),
    high,
    offer: trade(market.value),
    reconditioning: recon,
    marginPercent,
    market,
  };
}

/** The price of the car traded against, less the offer: what the shopper would pay (never below $0). */
export function priceLessTradeIn(price: number, offer: number): number {
  return Math.max(0, price - offer);
}

/** When an offer made at `at` stops standing: `days` whole days later. */
export function offerExpiry(at: Date, days: number): Date {
  return new Date(at.getTime() + days * 86_400_000);
}

/** The valuation plugin's car (AF §4): in stock, not sold, not reserved, priced above $200 (200 is out). */
export const PLUGIN_MIN_PRICE = 200;
export function valuationPluginEligible(car: {
  status: string;
  reserved: boolean;
  price: number | null;
}): boolean {
  return car.status === 'in_stock' && !car.reserved && (car.price ?? 0) > PLUGIN_MIN_PRICE;
}
