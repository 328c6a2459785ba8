import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { testPaymentSessions } from '@/db/schema';

// The embedded test provider's sessions in PostgreSQL. Every change of state is one conditional UPDATE
// (… WHERE status = 'open' …), so two submits of the same card form, or two processes, never both pay:
// whoever's update takes the row moves it on, and the other finds it already moved.

export type TestSession = typeof testPaymentSessions.$inferSelect;
export type NewTestSession = typeof testPaymentSessions.$inferInsert;

const S = testPaymentSessions;

export async function insertSession(db: Db, session: NewTestSession): Promise<void> {
  await db.insert(S).values(session);
}

export async function findSession(db: Db, id: string): Promise<TestSession | null> {
  const [row] = await db.select().from(S).where(eq(S.id, id)).limit(1);
  return row ?? null;
}

export async function findSessionByPayment(db: Db, paymentId: string): Promise<TestSession | null> {
  const [row] = await db.select().from(S).where(eq(S.paymentId, paymentId)).limit(1);
  return row ?? null;
}

const payable = (id: string, now: Date) => and(eq(S.id, id), eq(S.status, 'open'), gt(S.expiresAt, now));

/** An open session past its expiry marked expired; null when it was not one (or another process did it). */
export async function expireIfDue(db: Db, id: string, now: Date): Promise<TestSession | null> {
  const [row] = await db
    .update(S)
    .set({ status: 'expired', challengePending: false })
    .where(and(eq(S.id, id), eq(S.status, 'open'), lte(S.expiresAt, now)))
    .returning();
  return row ?? null;
}

/**
 * The session paid with `paymentId`: from the card form (`afterChallenge` false) or from the challenge
 * step's Complete (true). Null when the session was not in that state: already paid, failed or expired.
 */
export async function markPaid(
  db: Db,
  id: string,
  paymentId: string,
  now: Date,
  afterChallenge: boolean,
): Promise<TestSession | null> {
  const [row] = await db
    .update(S)
    .set({ status: 'paid', paymentId, paidAt: now, challengePending: false })
    .where(and(payable(id, now), eq(S.challengePending, afterChallenge)))
    .returning();
  return row ?? null;
}

/** The card asked for the challenge step; null when the session is not open and payable. */
export async function askChallenge(db: Db, id: string, now: Date): Promise<TestSession | null> {
  const [row] = await db
    .update(S)
    .set({ challengePending: true })
    .where(and(payable(id, now), eq(S.challengePending, false)))
    .returning();
  return row ?? null;
}

/** The challenge step failed: the payment failed; null when no challenge was waiting. */
export async function failChallenge(db: Db, id: string, now: Date): Promise<TestSession | null> {
  const [row] = await db
    .update(S)
    .set({ status: 'failed', challengePending: false })
    .where(and(payable(id, now), eq(S.challengePending, true)))
    .returning();
  return row ?? null;
}

/**
 * `amountCents` more of a paid session refunded (refunded once all of it is); null when the payment is not
 * paid or has less than that left, so two refunds of the whole never both succeed.
 */
export async function addRefund(db: Db, paymentId: string, amountCents: number): Promise<TestSession | null> {
  const [row] = await db
    .update(S)
    .set({
      refundedCents: sql`${S.refundedCents} + ${amountCents}`,
      status: sql`CASE WHEN ${S.refundedCents} + ${amountCents} = ${S.amountCents} THEN 'refunded' ELSE ${S.status} END`,
    })
    .where(
      and(
        eq(S.paymentId, paymentId),
        eq(S.status, 'paid'),
        sql`${S.refundedCents} + ${amountCents} <= ${S.amountCents}`,
      ),
    )
    .returning();
  return row ?? null;
}
