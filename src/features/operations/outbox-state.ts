import 'server-only';
import { and, eq, inArray, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '@/db';
import { leadDeliveries, leads, shopperMessages } from '@/db/schema';

// What the outboxes hold, read from the database (every process's view is the same).

export type OutboxName = 'leads' | 'shopper_messages';
export type OutboxState = {
  outbox: OutboxName;
  /** Items pending or being sent. */
  depth: number;
  /** Seconds since the oldest of them was made; 0 when there is none. */
  oldestAgeSeconds: number;
  /**
   * Seconds the most overdue of them has been due: a pending item past its next attempt, or one whose
   * sender's claim ran out. An item waiting out a retry's backoff (a CRM that is down) is not overdue.
   */
  lagSeconds: number;
};

const secondsSince = (time: SQL) => sql<number>`coalesce(extract(epoch from now() - ${time}), 0)::float8`;

type OutboxColumns = { status: AnyPgColumn; nextAttemptAt: AnyPgColumn; lockedUntil: AnyPgColumn };

/** The state of an outbox table's undelivered rows, in the database's clock. */
function stateOf(table: OutboxColumns, createdAt: AnyPgColumn) {
  const overdue = or(
    and(eq(table.status, 'pending'), lte(table.nextAttemptAt, sql`now()`)),
    and(eq(table.status, 'delivering'), lt(table.lockedUntil, sql`now()`)),
  );
  const dueSince = sql`case when ${table.status} = 'pending' then ${table.nextAttemptAt} else ${table.lockedUntil} end`;
  return {
    depth: sql<number>`count(*)::int`,
    oldestAgeSeconds: secondsSince(sql`min(${createdAt})`),
    lagSeconds: secondsSince(sql`min(${dueSince}) filter (where ${overdue})`),
  };
}

export async function readOutboxes(db: Db): Promise<OutboxState[]> {
  const [lead] = await db
    .select(stateOf(leadDeliveries, leads.createdAt))
    .from(leadDeliveries)
    .innerJoin(leads, eq(leads.id, leadDeliveries.leadId))
    .where(inArray(leadDeliveries.status, ['pending', 'delivering']));
  const [message] = await db
    .select(stateOf(shopperMessages, shopperMessages.createdAt))
    .from(shopperMessages)
    .where(inArray(shopperMessages.status, ['pending', 'delivering']));
  return [
    { outbox: 'leads', ...counts(lead) },
    { outbox: 'shopper_messages', ...counts(message) },
  ];
}

const counts = (row: Omit<OutboxState, 'outbox'> | undefined) => ({
  depth: Number(row?.depth ?? 0),
  oldestAgeSeconds: Math.max(0, Number(row?.oldestAgeSeconds ?? 0)),
  lagSeconds: Math.max(0, Number(row?.lagSeconds ?? 0)),
});
