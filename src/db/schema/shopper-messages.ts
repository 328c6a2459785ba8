// The outbox of messages to shoppers, by email or SMS.

import { index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './accounts';
import { createdAt } from './columns';
import { savedSearches } from './saved-searches';
import { sites } from './sites';

// Messages to shoppers (saved-search alerts), sent from here like the lead outbox: claimed with FOR UPDATE
// SKIP LOCKED, retried with backoff, 'failed' after the last attempt, 'cancelled' when unsubscribed first.
export const shopperMessages = pgTable(
  'shopper_messages',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    // The signed-in shopper it is for; none for a shopper who reserved without an account.
    userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
    savedSearchId: integer('saved_search_id').references(() => savedSearches.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    // An email address, or a mobile in international form ('+61412345678').
    target: text('target').notNull(),
    subject: text('subject'),
    text: text('text').notNull(),
    html: text('html'),
    unsubscribeUrl: text('unsubscribe_url'),
    // The dealership's address a reply should reach ('"Summit Mazda Springwood" <sales@…>'): the platform's
    // sender takes no replies.
    replyTo: text('reply_to'),
    // The Message-ID's random part, fixed for the retries: ids that count up would be guessable and meet
    // another installation's in a mailbox.
    token: uuid('token').notNull().defaultRandom(),
    status: text('status', { enum: ['pending', 'delivering', 'delivered', 'failed', 'cancelled'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    // Which run holds the claim: only it renews the claim and records the outcome (decision 005).
    claimToken: uuid('claim_token'),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('shopper_messages_due').on(t.status, t.nextAttemptAt),
    index('shopper_messages_search_idx').on(t.savedSearchId),
  ],
);
