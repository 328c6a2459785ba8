import 'server-only';
import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { shopperMessages, sites } from '@/db/schema';
import { env } from '@/lib/env';
import { logger } from '@/lib/logger';
import { type Mailer, mailerFromEnv } from '@/lib/mail';
import { processMetrics } from '@/lib/metrics';
import { afterFailure, CLAIM_LOCK_MS } from '@/lib/outbox-retry';
import { poll } from '@/lib/poll';
import { type SmsSender, smsSender } from '@/lib/sms';
import { type MessageSender, replyToOf, shopperEmail } from './email-document';

// The shoppers' message outbox (decision 018), worked like the lead outbox (decision 005): a message is
// written in the same transaction as what it tells of (a saved search's alerts, a reservation's hold),
// then sent from here, by email through the platform's mailer or by
// SMS through its SMS adapter. Rows are claimed with FOR UPDATE SKIP LOCKED, so any number of processes
// send each message once; a failed send is retried with backoff and marked 'failed' after the last try.
// Delivery is at least once: an email keeps one Message-ID across retries for the rare crash between
// the server's accept and our mark.

export const MESSAGES_BATCH = 20;

export type MessageOutboxOptions = {
  db: Db;
  now?: Date;
  limit?: number;
  /** Default: SMTP_URL, else .eml files under MAIL_DIR. */
  mailer?: Mailer;
  /** Default: ClickSend when configured, else files under SMS_DIR. */
  sms?: SmsSender;
  /** Default: MAIL_FROM. */
  from?: string;
};

export type MessageRun = { claimed: number; delivered: number; retrying: number; failed: number };

type Message = typeof shopperMessages.$inferSelect;

let envMailer: Mailer | undefined;
/** The environment's mailer, made once per process. */
function defaultMailer(): Mailer {
  envMailer ??= mailerFromEnv();
  return envMailer;
}

async function claimDue(db: Db, now: Date, limit: number): Promise<Message[]> {
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
      lockedUntil: new Date(now.getTime() + CLAIM_LOCK_MS),
      attempts: sql`${shopperMessages.attempts} + 1`,
    })
    .where(inArray(shopperMessages.id, due))
    .returning();
}

/** Claims the messages that are due, sends them, records each outcome. Throws only for the database. */
export async function deliverDueMessages(options: MessageOutboxOptions): Promise<MessageRun> {
  const { db } = options;
  const now = options.now ?? new Date();
  const claimed = await claimDue(db, now, options.limit ?? MESSAGES_BATCH);
  const run: MessageRun = { claimed: claimed.length, delivered: 0, retrying: 0, failed: 0 };
  if (claimed.length === 0) return run;
  const siteRows = await db
    .select({ id: sites.id, name: sites.name, slug: sites.slug, hostnames: sites.hostnames })
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
            from: site ? `"${site.name.replace(/["\\]/g, '')}" <${from}>` : from,
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
        await db
          .update(shopperMessages)
          .set({ status: 'delivered', deliveredAt: now, lockedUntil: null, lastError: null })
          .where(eq(shopperMessages.id, message.id));
        return 'delivered' as const;
      } catch (error) {
        return markFailed(db, message, error, now);
      }
    }),
  );
  for (const outcome of outcomes) run[outcome] += 1;
  return run;
}

async function markFailed(db: Db, message: Message, error: unknown, now: Date) {
  const reason = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
  const next = afterFailure(message.attempts, now);
  await db
    .update(shopperMessages)
    .set({
      status: next.status,
      nextAttemptAt: next.status === 'pending' ? next.nextAttemptAt : message.nextAttemptAt,
      lockedUntil: null,
      lastError: reason,
    })
    // Only while the claim is still ours: had it expired and another process sent it, that stands.
    .where(and(eq(shopperMessages.id, message.id), eq(shopperMessages.status, 'delivering')));
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

const store = globalThis as unknown as { __shopperMessages?: () => void };

/** Every server process sends what is due every 5 s: a message waits seconds, not a feature's next run. */
export function startShopperMessageOutbox(options: { db: Db; intervalMs?: number }): () => void {
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
  store.__shopperMessages = () => {
    stop();
    store.__shopperMessages = undefined;
  };
  return store.__shopperMessages;
}
