import 'server-only';
import { and, eq, lte, type SQL } from 'drizzle-orm';
import { getDb } from '@/db';
import type { onlinePayments } from '@/db/schema';
import { logger } from '@/lib/logger';
import { type PaymentEvent, paymentProvider } from '@/lib/payments';
import { isUuid } from '@/lib/uuid';
import type { Site } from '@/tenancy/get-site';
import type { AnyPaymentPolicy, PaymentPolicy, PaymentRow, Refusal, StartContext } from './policy';

// The one payment flow (docs/decisions/021): a pending row, the provider's page, and the outcome learnt
// twice over (the signed webhook, and asking the provider when the shopper's page loads or the keeper
// finds it stale). Each change starts from the state it expects, so a webhook and a reconcile, two
// processes or a double click make it once. What a payment holds and who is told is its policy's.

export const PAYMENTS_DOWN_MESSAGE =
  'Payments are not available right now. Please try again in a few minutes.';

/** A pending payment this old is asked about with the provider by the keeper, not just by its page. */
const STALE_AFTER_MS = 2 * 60_000;
/** How long a change may go untold before the keeper tells it: the request that made it tells it at once. */
const UNTOLD_AFTER_MS = 60_000;

export type Started<View> =
  | { status: 200 | 201; view: View; payUrl: string }
  | Refusal
  | { status: 502; error: string };

const isRefusal = (value: unknown): value is Refusal =>
  typeof value === 'object' && value !== null && 'error' in value;

/**
 * Both payment tables have the columns the flow reads and writes; Drizzle types a query by one table, so
 * the flow's are written against one of them and their rows read back as the policy's own.
 */
const tableOf = (policy: AnyPaymentPolicy) => policy.table as typeof onlinePayments;

async function rowsWhere<Row extends PaymentRow>(policy: AnyPaymentPolicy, where: SQL | undefined) {
  return (await (await getDb()).select().from(tableOf(policy)).where(where).limit(50)) as Row[];
}

const byKey = <Row extends PaymentRow>(policy: AnyPaymentPolicy, siteId: number, key: string) =>
  rowsWhere<Row>(policy, and(eq(tableOf(policy).siteId, siteId), eq(tableOf(policy).idempotencyKey, key)));

/**
 * Starts a payment: a pending row, then the provider's checkout for its amount. The same idempotency key
 * again answers the same payment and page (200).
 */
export async function startPayment<
  Row extends PaymentRow,
  View,
  Body extends { idempotency_key: string },
  Ctx extends StartContext,
  Subject,
>(
  policy: PaymentPolicy<Row, View, Body, Ctx, Subject>,
  site: Site,
  body: Body,
  ctx: Ctx,
): Promise<Started<View>> {
  const db = await getDb();
  const table = tableOf(policy);
  const subject = await policy.subject(site, body);
  if (isRefusal(subject)) return subject;
  const [repeat] = await byKey<Row>(policy, site.id, body.idempotency_key);
  if (repeat?.paymentUrl)
    return { status: 200, view: await policy.view(site, repeat, ctx.now), payUrl: repeat.paymentUrl };
  const opening = await policy.admit(site, body, ctx, subject);
  if (isRefusal(opening)) return opening;

  const [created] = (await db
    .insert(table)
    .values({
      siteId: site.id,
      userId: ctx.userId,
      shopperOrigin: ctx.origin,
      idempotencyKey: body.idempotency_key,
      ...(opening.values as Omit<typeof table.$inferInsert, 'siteId' | 'idempotencyKey'>),
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .onConflictDoNothing({ target: [table.siteId, table.idempotencyKey] })
    .returning()) as Row[];
  const row = created ?? (await byKey<Row>(policy, site.id, body.idempotency_key))[0];
  if (!row) throw new Error(`${policy.noun} conflicted on its idempotency key but cannot be found`);
  if (created) await policy.record(db, row.id, 'pending', opening.note(row), ctx.now);

  let session: { sessionId: string; url: string };
  try {
    session = await paymentProvider().createCheckout({
      amountCents: row.amountCents,
      currency: 'aud',
      reference: policy.reference(row.id),
      ...opening.checkout(row),
    });
  } catch (error) {
    logger.error({ err: error, site: site.slug, [policy.logKey]: row.id }, 'Checkout could not be started');
    return { status: 502, error: PAYMENTS_DOWN_MESSAGE };
  }
  const [updated] = (await db
    .update(table)
    .set({ paymentSessionId: session.sessionId, paymentUrl: session.url, updatedAt: ctx.now })
    .where(eq(table.id, row.id))
    .returning()) as Row[];
  return {
    status: created ? 201 : 200,
    view: await policy.view(site, updated, ctx.now),
    payUrl: session.url,
  };
}

/** Failed on the provider's page (declined for good, or the page expired), from pending only. */
async function markFailed(policy: AnyPaymentPolicy, id: string, why: PaymentEvent['type'], now: Date) {
  const db = await getDb();
  const table = tableOf(policy);
  const [row] = await db
    .update(table)
    .set({ status: 'failed', updatedAt: now, ...policy.failed(now) })
    .where(and(eq(table.id, id), eq(table.status, 'pending')))
    .returning({ id: table.id });
  if (row)
    await policy.record(
      db,
      row.id,
      'failed',
      `Payment ${why === 'checkout.expired' ? 'page expired' : 'failed'}`,
      now,
    );
}

/** A pending payment asked about again with the provider (a webhook late or lost, a restart). */
async function reconcile(policy: AnyPaymentPolicy, row: PaymentRow, now: Date): Promise<void> {
  if (row.status !== 'pending' || !row.paymentSessionId) return;
  const state = await paymentProvider()
    .retrieve(row.paymentSessionId)
    .catch((error) => {
      logger.warn({ err: error, [policy.logKey]: row.id }, 'Payment state could not be read; left pending');
      return null;
    });
  if (state?.status === 'paid') await policy.confirm(row.id, state.paymentId, now);
  else if (state?.status === 'failed' || state?.status === 'expired')
    await markFailed(policy, row.id, `checkout.${state.status}`, now);
}

/** The site's payment, asked about with the provider first while it is pending; null if none. */
export async function paymentView<Policy extends AnyPaymentPolicy>(
  policy: Policy,
  site: Site,
  id: string,
  now: Date,
): Promise<Awaited<ReturnType<Policy['view']>> | null> {
  if (!isUuid(id)) return null;
  const find = async () =>
    (await rowsWhere(policy, and(eq(tableOf(policy).id, id), eq(tableOf(policy).siteId, site.id))))[0];
  const row = await find();
  if (!row) return null;
  if (row.status === 'pending') await reconcile(policy, row, now);
  return policy.view(site, (await find()) ?? row, now);
}

/**
 * The keeper's round for one use (every server process, every 30 s): what has run out ends, what is owed
 * is refunded, pending payments whose webhook may have been lost are asked about once more, and changes
 * never told (the process stopped between) are told. Each step starts from the state it expects, so
 * processes never do one twice.
 */
export async function keep(policy: AnyPaymentPolicy, now: Date): Promise<void> {
  const table = tableOf(policy);
  await policy.expire?.(now);
  await policy.refunds?.owed(now);
  const staleSince = new Date(now.getTime() - STALE_AFTER_MS);
  for (const row of await rowsWhere(
    policy,
    and(eq(table.status, 'pending'), lte(table.createdAt, staleSince)),
  ))
    await reconcile(policy, row, now);
  const quietSince = new Date(now.getTime() - UNTOLD_AFTER_MS);
  for (const row of await rowsWhere(policy, and(policy.untold, lte(table.updatedAt, quietSince))))
    await policy.tellAgain(row, now);
}

/**
 * A verified provider event, applied by the payments webhook once its event id is recorded: a checkout's
 * outcome to the use its reference names, a refund's confirmation recorded with the refunded payment.
 */
export async function applyEvent(policies: AnyPaymentPolicy[], event: PaymentEvent, now: Date) {
  if (event.type === 'refund.succeeded') {
    for (const policy of policies.filter((p) => p.refunds)) {
      const [row] = await rowsWhere(policy, eq(tableOf(policy).paymentId, event.paymentId));
      if (row)
        await policy.record(
          await getDb(),
          row.id,
          row.status,
          `Refund of ${event.amountCents / 100} dollars confirmed by the provider`,
          now,
        );
    }
    return;
  }
  const policy = policies.find((p) => p.idOf(event.reference) !== null);
  const id = policy?.idOf(event.reference);
  if (!policy || !id || !isUuid(id)) return;
  if (event.type === 'checkout.paid') await policy.confirm(id, event.paymentId, now);
  else await markFailed(policy, id, event.type, now);
}
