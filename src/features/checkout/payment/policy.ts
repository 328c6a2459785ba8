import type { SQL } from 'drizzle-orm';
import type { Db } from '@/db/client';
import type { onlinePayments, reservations } from '@/db/schema';
import type { CheckoutRequest } from '@/lib/payments';
import type { Site } from '@/tenancy/get-site';

// What a use of the payment flow gives it (docs/decisions/021, 022): the flow creates the payment row,
// sends the shopper to the provider's page, learns the outcome once (webhook or asking), fails it, keeps
// asking about the stale and tells what went untold; the policy says what differs. Deposits (a reservation,
// a car bought online) hold a car and are refunded; an online payment against a dealer's reference holds
// nothing and gives a receipt.

/** The tables payments are kept in: a deposit's (reservations) and an online payment's. */
export type PaymentTable = typeof reservations | typeof onlinePayments;
export type PaymentRow = PaymentTable['$inferSelect'];

export type Refusal = { status: 404 | 409; error: string } | { status: 400; field: string; error: string };

export type StartContext = {
  userId: string | null;
  /** The host the shopper came in on (requestShopperOrigin): the payment's return, and its messages' links. */
  origin: string;
  now: Date;
};

/** A payment admitted: its row's own columns, its first event's note, and the provider's page. */
export type Opening<Row> = {
  values: Record<string, unknown>;
  note: (row: Row) => string;
  checkout: (row: Row) => Omit<CheckoutRequest, 'amountCents' | 'currency' | 'reference'>;
};

export type PaymentPolicy<
  Row extends PaymentRow,
  View,
  Body extends { idempotency_key: string },
  Ctx extends StartContext = StartContext,
  Subject = null,
> = {
  table: PaymentTable;
  /** Writes one of its events: every change, with why. */
  record: (db: Pick<Db, 'insert'>, id: string, status: string, note: string, at: Date) => Promise<void>;
  /** Its payment's id in log lines, and its name in an error ('A reservation'). */
  logKey: string;
  noun: string;
  /** The reference the provider is given, and the id a provider's reference names (null: not its own). */
  reference: (id: string) => string;
  idOf: (reference: string | null) => string | null;
  /** What is paid for, found before a repeated submission is answered (a deposit's car). */
  subject: (site: Site, body: Body) => Promise<Subject | Refusal>;
  /** Its amount and rules: the row to make and the provider's page, or why not. */
  admit: (site: Site, body: Body, ctx: Ctx, subject: Subject) => Promise<Opening<Row> | Refusal>;
  view: (site: Site, row: Row, now: Date) => Promise<View>;
  /** Paid: what it holds, and who is told. Applying it again changes nothing. */
  confirm: (id: string, paymentId: string | null, now: Date) => Promise<void>;
  /** What a failed payment sets besides its state. */
  failed: (now: Date) => Record<string, unknown>;
  /** Rows whose stage was never told (the process stopped between the change and telling it). */
  untold: SQL | undefined;
  tellAgain: (row: Row, now: Date) => Promise<void>;
  /** Refunds: the payments owed one are refunded by the keeper; the provider's confirmation is recorded. */
  refunds?: { owed: (now: Date) => Promise<number> };
  /** What ends by itself when its time is up (a deposit's hold). */
  expire?: (now: Date) => Promise<number>;
};

// biome-ignore lint/suspicious/noExplicitAny: a list of policies of different rows and bodies
export type AnyPaymentPolicy = PaymentPolicy<any, any, any, any, any>;
