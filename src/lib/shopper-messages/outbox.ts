import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { shopperMessages, sites } from '@/db/schema';
import { env } from '@/lib/env';
import { logger } from '@/lib/logger';
import { type Mailer, mailerFromEnv, mailFromFor } from '@/lib/mail';
import { processMetrics } from '@/lib/metrics';
import { afterFailure, CLAIM_LEASE_MS, CLAIM_RENEW_MS } from '@/lib/outbox-retry';
import { poll } from '@/lib/poll';
import { type SmsSender, smsSender } from '@/lib/sms';
import { type MessageSender, replyToOf, shopperEmail } from './email-document';

// The shoppers' message outbox (decision 018), worked like the lead outbox (decision 005): a message is
// written in the same transaction as what it tells of (a saved search's alerts, a reservation's hold),
// then sent from here, by email through the platform's mailer or by
// SMS through its SMS adapter. Rows are claimed with FOR UPDATE SKIP LOCKED, so any number of processes
// send each message once, under a short claim renewed while the send runs (as the lead outbox's); a failed send is retried with backoff and marked 'failed' after the last try.
// Delivery is at least once: an email keeps one Message-ID across retries for the rare crash between
// the server's accept and our mark.

export const MESSAGES_BATCH = 20;

export type MessageOutboxOptions = {
  db: Db;
  /** The clock: a moment that stands still, or a function for one that moves while a send runs. */
  now?: Date | (() => Date);
  /** Default CLAIM_RENEW_MS. */
  renewEveryMs?: number;
  limit?: number;
  /** Default: SMTP_URL, else .eml files under MAIL_DIR. */
  mailer?: Mailer;
  /** Default: ClickSend when configured, else files under SMS_DIR. */
  sms?: SmsSender;
  /** The platform's sender, for sites without their own mail.from. Default: MAIL_FROM. */
  from?: string;
};

export type MessageRun = {
  claimed: number;
  delivered: number;
  retrying: number;
  failed: number;
  /** Claims another process took over: their outcome is its to record. */
  lost: number;
};

type Message = typeof shopperMessages.$inferSelect;
type Claim = { token: string; clock: () => Date };

/** The rows still claimed by this run: only these does it renew or record an outcome for. */
const ours = (claim: Claim, rows: SQL) =>
  and(rows, eq(shopperMessages.status, 'delivering'), eq(shopperMessages.claimToken, claim.token));

let envMailer: Mailer | undefined;
/** The environment's mailer, made once per process. */
function defaultMailer(): Mailer {
  envMailer ??= mailerFromEnv();
  return envMailer;
}

async function claimDue(db: Db, claim: Claim, limit: number): Promise<Message[]> {
  const now = claim.clock();
  const due = db
    .select({ id: shopperMessages.id })
    .from(shopperMessages)
    .where(
      or(
        and(eq(shopperMessages.status, 'pending'), lte(shopperMessages.nextAttemptAt, now)),
        and(eq(shopperMessages.status, 'delivering'), lt(shopperMessages.lockedUntil, now)),
      ),
    )
    .orderBy(asc(shopperMessages.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  // Counted when claimed, so a message that crashes its process every time still runs out of attempts.
  return db
    .update(shopperMessages)
    .set({
      status: 'delivering',
      lockedUntil: new Date(now.getTime() + CLAIM_LEASE_MS),
      claimToken: claim.token,
      attempts: sql`${shopperMessages.attempts} + 1`,
    })
    .where(inArray(shopperMessages.id, due))
    .returning();
}

/** Claims the messages that are due, sends them, records each outcome. Throws only for the database. */
export async function deliverDueMessages(options: MessageOutboxOptions): Promise<MessageRun> {
  const { db, now } = options;
  const claim: Claim = {
    token: randomUUID(),
    clock: typeof now === 'function' ? now : () => now ?? new Date(),
  };
  const claimed = await claimDue(db, claim, options.limit ?? MESSAGES_BATCH);
  const run: MessageRun = { claimed: claimed.length, delivered: 0, retrying: 0, failed: 0, lost: 0 };
  if (claimed.length === 0) return run;
  const sending = new Set(claimed.map((message) => message.id));
  const stopRenewing = poll(
    async () => {
      if (sending.size === 0) return;
      await db
        .update(shopperMessages)
        .set({ lockedUntil: new Date(claim.clock().getTime() + CLAIM_LEASE_MS) })
        .where(ours(claim, inArray(shopperMessages.id, [...sending])));
    },
    {
      intervalMs: options.renewEveryMs ?? CLAIM_RENEW_MS,
      failureMessage: 'Shopper message claims could not be renewed; trying again',
    },
  );
  try {
    const siteRows = await db
      .select({
        id: sites.id,
        name: sites.name,
        slug: sites.slug,
        hostnames: sites.hostnames,
        mail: sql<{ from: string } | null>`${sites.config}->'mail'`,
      })
      .from(sites)
      .where(inArray(sites.id, [...new Set(claimed.map((message) => message.siteId))]));
    const siteById = new Map(siteRows.map((row) => [row.id, row]));
    const mailer = options.mailer ?? defaultMailer();
    const sms = options.sms ?? smsSender();
    const from = options.from ?? env.MAIL_FROM;
    const outcomes = await Promise.all(
      claimed.map(async (message) => {
        try {
          const site = siteById.get(message.siteId);
          const host = site?.hostnames[0] ?? `${site?.slug ?? 'site'}.localhost`;
          if (message.channel === 'email') {
            await mailer.send({
              key: `shopper-message-${message.id}`,
              from: site ? `"${site.name.replace(/["\\]/g, '')}" <${mailFromFor(site, from)}>` : from,
              to: message.target,
              ...(message.replyTo ? { replyTo: message.replyTo } : {}),
              subject: message.subject ?? '',
              messageId: `<shopper-message-${message.id}.${message.token}@${host}>`,
              headers: {
                // RFC 3834: no auto-reply or out-of-office answer comes back to it.
                'Auto-Submitted': 'auto-generated',
                ...(message.unsubscribeUrl ? { 'List-Unsubscribe': `<${message.unsubscribeUrl}>` } : {}),
              },
              text: message.text,
              html: message.html ?? '',
            });
          } else {
            await sms.send({ to: message.target, body: message.text });
          }
          const done = { status: 'delivered' as const, deliveredAt: claim.clock(), lastError: null };
          return (await record(db, message, claim, done)) ? ('delivered' as const) : ('lost' as const);
        } catch (error) {
          return await markFailed(db, message, error, claim);
        } finally {
          sending.delete(message.id);
        }
      }),
    );
    for (const outcome of outcomes) run[outcome] += 1;
    return run;
  } finally {
    stopRenewing();
  }
}

/** Whether the outcome was recorded: not when another process has taken the claim since. */
async function record(
  db: Db,
  message: Message,
  claim: Claim,
  outcome: Partial<typeof shopperMessages.$inferInsert>,
): Promise<boolean> {
  const rows = await db
    .update(shopperMessages)
    .set({ ...outcome, lockedUntil: null, claimToken: null })
    .where(ours(claim, eq(shopperMessages.id, message.id)))
    .returning({ id: shopperMessages.id });
  if (rows.length > 0) return true;
  logger.warn(
    { messageId: message.id, channel: message.channel, attempts: message.attempts },
    'A shopper message claim was taken over by another process; its outcome stands',
  );
  return false;
}

async function markFailed(db: Db, message: Message, error: unknown, claim: Claim) {
  const reason = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
  const next = afterFailure(message.attempts, claim.clock());
  const recorded = await record(db, message, claim, {
    status: next.status,
    nextAttemptAt: next.status === 'pending' ? next.nextAttemptAt : message.nextAttemptAt,
    lastError: reason,
  });
  if (!recorded) return 'lost' as const;
  processMetrics().outboxFailures.inc({
    outbox: 'shopper_messages',
    final: String(next.status === 'failed'),
  });
  const context = {
    messageId: message.id,
    channel: message.channel,
    attempts: message.attempts,
    error: reason,
  };
  if (next.status === 'failed') {
    logger.error(context, 'A shopper message failed for good; it stays in shopper_messages');
    return 'failed' as const;
  }
  logger.warn({ ...context, nextAttemptAt: next.nextAttemptAt }, 'A shopper message failed; will retry');
  return 'retrying' as const;
}

type MessageBase = {
  siteId: number;
  /** The signed-in shopper it is for, when there is one. */
  userId: string | null;
  /** An email address, or a mobile in international form ('+61412345678'). */
  target: string;
  text: string;
  unsubscribeUrl?: string | null;
  savedSearchId?: number | null;
};

export type QueuedMessage =
  | (MessageBase & { channel: 'sms' })
  | (MessageBase & {
      channel: 'email';
      subject: string;
      /** The body's content; the message makes it a whole document with the sender's footer. */
      html: string;
      /** The dealership it is from: its footer, and where a reply goes. */
      sender: MessageSender;
    });

/** Puts a message in the outbox, inside the caller's transaction when given one. */
export async function queueShopperMessage(db: Pick<Db, 'insert'>, message: QueuedMessage): Promise<void> {
  if (message.channel === 'sms') {
    await db.insert(shopperMessages).values({ ...message, subject: null, html: null });
    return;
  }
  const { sender, ...rest } = message;
  await db
    .insert(shopperMessages)
    .values({ ...rest, ...shopperEmail(message, sender), replyTo: replyToOf(sender) });
}

const store = globalThis as unknown as { __shopperMessages?: () => Promise<void> };

/** Every server process sends what is due every 5 s: a message waits seconds, not a feature's next run. */
export function startShopperMessageOutbox(options: { db: Db; intervalMs?: number }): () => Promise<void> {
  if (store.__shopperMessages) return store.__shopperMessages;
  const stop = poll(
    async () => {
      while ((await deliverDueMessages({ db: options.db })).claimed >= MESSAGES_BATCH);
    },
    {
      intervalMs: options.intervalMs ?? 5_000,
      failureMessage: 'Shopper messages could not be sent; trying again',
      immediately: true,
    },
  );
  store.__shopperMessages = async () => {
    store.__shopperMessages = undefined;
    await stop();
  };
  return store.__shopperMessages;
}
