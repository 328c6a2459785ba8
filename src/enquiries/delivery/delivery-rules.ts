// Pure rules of lead delivery: what a stored lead carries to the dealer and the outbox's pace. No I/O.

import { BRISBANE, instantAt, isoAt, offsetAt } from '@/lib/dates';
import {
  type LeadKind,
  ONLINE_PAYMENT_SUBCATEGORY,
  PURCHASE_SUBCATEGORIES,
  TRADE_IN_SUBCATEGORIES,
} from '../rules';

// ── The outbox's pace (its retry schedule is src/lib/outbox-retry.ts) ─────────────────────────────

/** How often each server process looks for due deliveries (a new lead also wakes it at once). */
export const OUTBOX_INTERVAL_MS = 5_000;
/** Deliveries one run claims; the rest wait for the next run, a moment later. */
export const OUTBOX_BATCH = 20;

// ── What a lead carries ─────────────────────────────────────────────────────────────────────────

/**
 * The stored lead payload (AF §3): the spec's lead payload (url, source, user_agent, car_id,
 * car_dealership_id, lead_attributes, page_id) and the enquiry form's fields, the vehicle's read from the
 * database. A test drive with a booking adds booking_date and booking_time, the wall-clock time at the
 * location, and booking_time_zone, the location's IANA zone.
 */
export type LeadPayload = {
  url: string;
  source: 'Website';
  user_agent: string | null;
  car_id: number | null;
  car_dealership_id: number | null;
  lead_attributes: { visited_pages: string[]; linked_query_params: Record<string, string> };
  page_id: string | null;
  name: string;
  last_name: string;
  email: string;
  phone: string;
  postcode: string;
  message: string;
  category: string;
  subcategory: string | null;
  location: string | null;
  location_id: number | null;
  dealership_slug: string | null;
  manufacturer_slug: string | null;
  stock_number: string | null;
  'Vehicle Make': string | null;
  'Vehicle Model': string | null;
  car_type: string | null;
  vehicle_status: string | null;
  opt_in: boolean;
  Rego: string | null;
  terms_conditions: boolean;
  additional_services: string[];
  booking_date?: string;
  booking_time?: string;
  booking_time_zone?: string;
  /** A finance application: what the shopper asked the instant-quote provider for, and nothing more. */
  finance?: FinanceApplication;
  /** A trade-in valuation: the shopper's car, its condition and the figures made. */
  trade_in?: TradeInDetails;
  /** A car reserved online: the deposit, its payment reference and the hold. */
  reservation?: ReservationDetails;
  /** A payment made online against the dealer's reference: what was paid, for what, and its payment id. */
  online_payment?: OnlinePaymentDetails;
};

export type OnlinePaymentDetails = {
  online_payment_id: string;
  /** The dealer's reference the shopper paid against. */
  reference: string;
  /** Dollars and cents, e.g. 1250.5. */
  amount: number;
  /** The provider's payment id. */
  payment_reference: string | null;
  /** ISO 8601, with the site's primary location's offset. */
  paid_at: string;
};

export type ReservationDetails = {
  reservation_id: string;
  /** Whole dollars and cents, e.g. 200. */
  deposit: number;
  payment_reference: string | null;
  /** ISO 8601, with the location's offset. */
  hold_until: string | null;
  status: string;
  /** A car bought online: what the shopper chose, as the checkout priced it. */
  purchase?: PurchaseDetails;
};

/** A purchase's choices and sums, in the words the dealer reads (whole dollars). */
export type PurchaseDetails = {
  price: number;
  fulfilment: string;
  trade_in: string | null;
  payment: string;
  /** The price and delivery, less the trade-in and the deposit; negative when the dealer pays back. */
  balance: number;
  /** ISO 8601 with the location's offset, once booked. */
  handover_at: string | null;
};

/** The car a trade-in valuation is about, and what the platform made of it (whole dollars). */
export type TradeInDetails = {
  valuation_id: string;
  rego: string;
  rego_state: string;
  year: number;
  make: string;
  model: string;
  badge: string | null;
  series: string | null;
  vin: string | null;
  kms: number;
  /** Each condition question's label and the answer's label, in the journey's order. */
  condition: [question: string, answer: string][];
  preferred_contact: string;
  /** 'Yes' trading in against a purchase, 'No' selling outright (AF §3 do-you-have-a-trade-in). */
  has_trade_in: string | null;
  estimate_low: number | null;
  estimate_high: number | null;
  offer: number | null;
  /** ISO 8601; when the offer stops standing. */
  offer_expires_at: string | null;
  /** Why there is no online figure ('Over 7 years old'), when there is none. */
  no_online_figure: string | null;
  photos: string[];
};

/** The instant quote the shopper saw for the loan: the weekly repayment and its rates, % a year. */
export type FinanceQuote = { weekly_repayment: number; advertised_rate: number; comparison_rate: number };

/** The loan a finance application asks about (AF §3 finance form, §7 create-customer data). */
export type FinanceApplication = {
  purchase_price: number;
  loan_term: number;
  self_assessed_credit_score: string;
  /** An instant pre-approval's quote; absent for the finance pages' enquiry or when no quote was made. */
  quote?: FinanceQuote | null;
  who_is_helping: string | null;
  vin: string | null;
  nvic: string | null;
  year: number | null;
};

/** The car as it was when the lead came in, for the ADF and the email (cars change and sell). */
export type LeadVehicle = {
  id: number;
  slug: string;
  name: string;
  year: number;
  make: string;
  model: string;
  badge: string | null;
  vin: string | null;
  stocknum: string;
  price: number;
  carType: 'new' | 'demo' | 'used';
};

/** The `leads.form` column: which form, its validated fields, the car snapshot and the booking. */
export type StoredLeadForm = {
  kind: LeadKind;
  fields: Record<string, unknown>;
  vehicle: LeadVehicle | null;
  booking: { location_id: number; starts_at: string; time_zone?: string } | null;
};

/** Everything a channel renders a lead from. */
export type DeliverableLead = {
  id: string;
  createdAt: Date;
  category: string;
  subcategory: string | null;
  payload: LeadPayload;
  vehicle: LeadVehicle | null;
  /** `mail` is the site's own sender (its settings' mail.from), when it has one. */
  site: { name: string; host: string; mail?: { from: string } };
  dealership: { name: string } | null;
  /** The zone of the lead's location; null when the lead names none. */
  timeZone: string | null;
};

/** '2021 Toyota RAV4 GX'. */
export function vehicleTitle(vehicle: Pick<LeadVehicle, 'year' | 'make' | 'model' | 'badge'>): string {
  return [vehicle.year, vehicle.make, vehicle.model, vehicle.badge].filter(Boolean).join(' ');
}

/**
 * What a stage of an earlier lead tells the dealer, opening its subject: a cancelled reservation is news
 * about a lead, not a new enquiry. Any other subcategory (or none) is 'New enquiry'.
 */
const HEADLINES: ReadonlyMap<string, string> = new Map([
  [TRADE_IN_SUBCATEGORIES.valued, 'Valuation completed'],
  [TRADE_IN_SUBCATEGORIES.inspection, 'Inspection requested'],
  [TRADE_IN_SUBCATEGORIES.accepted, 'Offer accepted'],
  [PURCHASE_SUBCATEGORIES.held, 'Deposit paid'],
  [PURCHASE_SUBCATEGORIES.handover, 'Handover booked'],
  [PURCHASE_SUBCATEGORIES.cancelled, 'Cancelled'],
  [PURCHASE_SUBCATEGORIES.released, 'Hold ended'],
  [ONLINE_PAYMENT_SUBCATEGORY, 'Payment received'],
]);

/**
 * The email subject: 'New enquiry: 2021 Toyota RAV4 GX — Used Car Enquiry'; without a car the category
 * (and subcategory): 'New enquiry: General Enquiry — Career Enquiry'; a later stage says what happened:
 * 'Cancelled: 2021 Toyota RAV4 GX — Reserve Online (Cancelled, Deposit Refunded)'.
 */
export function leadSubject(lead: Pick<DeliverableLead, 'category' | 'subcategory' | 'vehicle'>): string {
  const headline = (lead.subcategory && HEADLINES.get(lead.subcategory)) || 'New enquiry';
  const kind = lead.subcategory ? `${lead.category} (${lead.subcategory})` : lead.category;
  if (lead.vehicle) return `${headline}: ${vehicleTitle(lead.vehicle)} — ${kind}`;
  return lead.subcategory
    ? `${headline}: ${lead.category} — ${lead.subcategory}`
    : `${headline}: ${lead.category}`;
}

export type LeadBooking = { date: string; time: string; timeZone: string; startsAt: Date };

/** A lead's test-drive booking: the wall-clock time at the location, its zone and the instant it starts. */
export function leadBooking(p: LeadPayload): LeadBooking | null {
  if (!p.booking_date || !p.booking_time) return null;
  // Bookings stored before each location had its own zone were taken in Brisbane time.
  const timeZone = p.booking_time_zone ?? BRISBANE;
  return {
    date: p.booking_date,
    time: p.booking_time,
    timeZone,
    startsAt: instantAt(p.booking_date, p.booking_time, timeZone),
  };
}

/** A booking as the dealer reads it: '2026-01-15 10:00 (Australia/Sydney, UTC+11:00)'. */
export function bookingText(booking: LeadBooking): string {
  return `${booking.date} ${booking.time} (${booking.timeZone}, UTC${offsetAt(booking.startsAt, booking.timeZone)})`;
}

/**
 * When the lead came in, ISO 8601 in its location's time with the offset ('2026-01-15T09:12:05+11:00');
 * in UTC when the lead names no location.
 */
export function receivedAt(lead: Pick<DeliverableLead, 'createdAt' | 'timeZone'>): string {
  return lead.timeZone ? isoAt(lead.createdAt, lead.timeZone) : lead.createdAt.toISOString();
}

/**
 * An instant a payload stores (ISO 8601, '2026-12-01T13:59:59.000Z') told on the lead's clock, as the
 * dealer reads every time: '2026-12-01T23:59:59+10:00'. Blank stays blank.
 */
function onClock(iso: string | null, timeZone: string | null): string {
  if (!iso) return '';
  const at = new Date(iso);
  return timeZone && !Number.isNaN(at.getTime()) ? isoAt(at, timeZone) : iso;
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/**
 * Every field of a lead as label and text, in reading order, for the email; empty values are kept as ''
 * so the dealer sees the field was blank rather than lost.
 */
export function leadLines(lead: DeliverableLead): [label: string, value: string][] {
  const p = lead.payload;
  const text = (value: string | number | null | undefined) => (value == null ? '' : String(value));
  const lines: [string, string][] = [
    ['Lead id', lead.id],
    ['Received', receivedAt(lead)],
    ['Category', p.category],
    ['Subcategory', text(p.subcategory)],
    ['First name', p.name],
    ['Last name', p.last_name],
    ['Email', p.email],
    ['Phone', p.phone],
    ['Postcode', p.postcode],
    ['Comments', p.message],
  ];
  const booking = leadBooking(p);
  if (booking) lines.push(['Test drive booked', bookingText(booking)]);
  if (p.finance) lines.push(...financeLines(p.finance));
  if (p.trade_in) lines.push(...tradeInLines(p.trade_in, lead.timeZone));
  if (p.reservation) lines.push(...reservationLines(p.reservation, lead.timeZone));
  if (p.online_payment) lines.push(...onlinePaymentLines(p.online_payment, lead.timeZone));
  lines.push(
    ['Vehicle', lead.vehicle ? vehicleTitle(lead.vehicle) : ''],
    ['Stock number', text(p.stock_number)],
    ['Vehicle Make', text(p['Vehicle Make'])],
    ['Vehicle Model', text(p['Vehicle Model'])],
    ['Car type', text(p.car_type)],
    ['Vehicle status', text(p.vehicle_status)],
    ['Rego', text(p.Rego)],
    ['VIN', text(lead.vehicle?.vin ?? p.finance?.vin)],
    ['Price', lead.vehicle?.price ? `$${lead.vehicle.price.toLocaleString('en-AU')}` : ''],
    ['Car id', text(p.car_id)],
    ['Car dealership id', text(p.car_dealership_id)],
    ['Location', text(p.location)],
    ['Location id', text(p.location_id)],
    ['Dealership', text(p.dealership_slug)],
    ['Manufacturer', text(p.manufacturer_slug)],
    ['Additional services', p.additional_services.join(', ')],
    ['Opt in', yesNo(p.opt_in)],
    ['Terms accepted', yesNo(p.terms_conditions)],
    ['Page', p.url],
    ['Page id', text(p.page_id)],
    ['Source', p.source],
    ['User agent', text(p.user_agent)],
    ['Visited pages', p.lead_attributes.visited_pages.join('\n')],
    [
      'Campaign parameters',
      Object.entries(p.lead_attributes.linked_query_params)
        .map(([k, v]) => `${k}=${v}`)
        .join(', '),
    ],
  );
  return lines;
}

/** A rate as quoted: 7.4 → '7.40% p.a.'. */
const percentAYear = (rate: number) => `${rate.toFixed(2)}% p.a.`;

/**
 * A finance application's lines: 'Purchase price: $35,000', 'Loan term: 5 years', … and, for an instant
 * pre-approval, the quote the shopper saw: 'Weekly repayment (estimate): $120', 'Interest rate: 7.41% p.a.',
 * 'Comparison rate: 9.89% p.a.'.
 */
function financeLines(f: FinanceApplication): [string, string][] {
  return [
    ['Purchase price', `$${f.purchase_price.toLocaleString('en-AU')}`],
    ['Loan term', `${f.loan_term} year${f.loan_term === 1 ? '' : 's'}`],
    ['Credit history (self-assessed)', f.self_assessed_credit_score],
    ...(f.quote
      ? ([
          ['Weekly repayment (estimate)', `$${f.quote.weekly_repayment.toLocaleString('en-AU')}`],
          ['Interest rate', percentAYear(f.quote.advertised_rate)],
          ['Comparison rate', percentAYear(f.quote.comparison_rate)],
        ] satisfies [string, string][])
      : []),
    ['Who is helping', f.who_is_helping ?? ''],
    ['Vehicle year', f.year === null ? '' : String(f.year)],
    ['NVIC', f.nvic ?? ''],
  ];
}

const dollars = (n: number) => `$${n.toLocaleString('en-AU')}`;
/** A balance a trade-in may turn around: '$18,250', or 'Dealer pays $1,500'. */
const balanceOf = (n: number) => (n < 0 ? `Dealer pays ${dollars(-n)}` : dollars(n));

/** A trade-in's lines: the car, its odometer and condition, the figures and the photos. */
function tradeInLines(t: TradeInDetails, timeZone: string | null): [string, string][] {
  return [
    ['Trade-in', tradeInTitle(t)],
    ['Trade-in rego', `${t.rego} (${t.rego_state})`],
    ['Trade-in VIN', t.vin ?? ''],
    ['Trade-in odometer', `${t.kms.toLocaleString('en-AU')} km`],
    ...t.condition.map(([question, answer]): [string, string] => [question, answer]),
    ['Preferred contact', t.preferred_contact],
    ['Trading in against a purchase', t.has_trade_in ?? ''],
    [
      'Valuation',
      t.estimate_low !== null && t.estimate_high !== null
        ? `${dollars(t.estimate_low)} to ${dollars(t.estimate_high)}`
        : (t.no_online_figure ?? ''),
    ],
    ['Offer', t.offer === null ? '' : dollars(t.offer)],
    ['Offer stands until', onClock(t.offer_expires_at, timeZone)],
    ['Valuation id', t.valuation_id],
    ['Trade-in photos', t.photos.join('\n')],
  ];
}

/** A reservation's lines: the deposit, its payment reference and the hold. */
function reservationLines(r: ReservationDetails, timeZone: string | null): [string, string][] {
  return [
    ['Deposit', dollars(r.deposit)],
    ['Payment reference', r.payment_reference ?? ''],
    ['Held until', onClock(r.hold_until, timeZone)],
    ['Reservation', r.reservation_id],
    ...(r.purchase ? purchaseLines(r.purchase, timeZone) : []),
  ];
}

/** A purchase's lines: how the car is handed over, the trade-in, how it is paid and what is left. */
function purchaseLines(p: PurchaseDetails, timeZone: string | null): [string, string][] {
  return [
    ['Purchase price', dollars(p.price)],
    ['Delivery or pick-up', p.fulfilment],
    ['Trade-in', p.trade_in ?? 'None'],
    ['Payment', p.payment],
    ['Balance at handover', balanceOf(p.balance)],
    ['Handover', p.handover_at ? onClock(p.handover_at, timeZone) : 'Not booked yet'],
  ];
}

const dollarsAndCents = (n: number) =>
  n.toLocaleString('en-AU', { style: 'currency', currency: 'AUD', minimumFractionDigits: 2 });

/** An online payment's lines: the dealer's reference, the amount, when and the payment id. */
function onlinePaymentLines(o: OnlinePaymentDetails, timeZone: string | null): [string, string][] {
  return [
    ['Reference', o.reference],
    ['Amount paid', dollarsAndCents(o.amount)],
    ['Paid at', onClock(o.paid_at, timeZone)],
    ['Payment reference', o.payment_reference ?? ''],
    ['Online payment', o.online_payment_id],
  ];
}

/** An online payment in one sentence, for a CRM's free-text comments. */
export function onlinePaymentSummary(o: OnlinePaymentDetails): string {
  return `Paid online: ${dollarsAndCents(o.amount)} against reference ${o.reference}, payment ${o.payment_reference ?? 'unknown'}, at ${o.paid_at}.`;
}

/** A reservation in one sentence, for a CRM's free-text comments. */
export function reservationSummary(r: ReservationDetails): string {
  const hold = r.hold_until ? `, held until ${r.hold_until}` : '';
  const what = r.purchase ? 'Bought online' : 'Reserved online';
  const plan = r.purchase
    ? ` ${r.purchase.fulfilment}; trade-in: ${r.purchase.trade_in ?? 'none'}; ${r.purchase.payment}; balance ${balanceOf(r.purchase.balance)}${r.purchase.handover_at ? `; handover ${r.purchase.handover_at}` : ''}.`
    : '';
  return `${what}: ${dollars(r.deposit)} deposit, payment ${r.payment_reference ?? 'pending'}${hold} (${r.status}).${plan}`;
}

/** '2019 Toyota Corolla Ascent Sport ZWE211R' */
export function tradeInTitle(
  t: Pick<TradeInDetails, 'year' | 'make' | 'model' | 'badge' | 'series'>,
): string {
  return [t.year, t.make, t.model, t.badge, t.series].filter(Boolean).join(' ');
}

/** A trade-in in one sentence, for a CRM's free-text comments. */
export function tradeInSummary(t: TradeInDetails): string {
  const figure =
    t.offer !== null
      ? `offer ${dollars(t.offer)} (range ${dollars(t.estimate_low ?? t.offer)} to ${dollars(t.estimate_high ?? t.offer)})`
      : `no online figure: ${t.no_online_figure ?? 'inspection needed'}`;
  return `Trade-in: ${tradeInTitle(t)}, rego ${t.rego} ${t.rego_state}, ${t.kms.toLocaleString('en-AU')} km; ${figure}.`;
}

/** A finance application in one sentence, for a CRM's free-text comments. */
export function financeSummary(f: FinanceApplication): string {
  const years = `${f.loan_term} year${f.loan_term === 1 ? '' : 's'}`;
  const quoted = f.quote
    ? ` Quoted $${f.quote.weekly_repayment.toLocaleString('en-AU')} a week at ${percentAYear(f.quote.advertised_rate)} (comparison rate ${percentAYear(f.quote.comparison_rate)}).`
    : '';
  return `Finance pre-approval requested: $${f.purchase_price.toLocaleString('en-AU')} over ${years}, self-assessed credit history ${f.self_assessed_credit_score}.${quoted}`;
}
