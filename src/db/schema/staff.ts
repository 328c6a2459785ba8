// The dealers' staff (decision 038): better-auth's tables under the staff's own names (users, sessions,
// accounts holding the password hash, verification tokens, two-factor secrets), the roles and invitations
// the product defines, the sign-in lockout, and the append-only audit log.

import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { STAFF_ROLES } from '../../staff/rules';
import { createdAt, updatedAt } from './columns';
import { sites } from './sites';

// ── better-auth's tables: the property names are the fields its Drizzle adapter reads and writes ──
export const staffUsers = pgTable('staff_users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  // Ours: a disabled member cannot sign in and their sessions are ended; away skips them in round-robin.
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  away: boolean('away').notNull().default(false),
  // Ours: the last sign-in that got all the way in (the second factor too), for the Staff screen.
  lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
  // Ours: the member chose to get the weekly summary email (owners and managers only).
  weeklySummary: boolean('weekly_summary').notNull().default(false),
});

export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('staff_sessions_user_idx').on(t.userId)],
);

export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    // scrypt, by better-auth: the only copy of a staff member's password.
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('staff_accounts_user_idx').on(t.userId)],
);

export const staffVerifications = pgTable(
  'staff_verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('staff_verifications_identifier_idx').on(t.identifier)],
);

export const staffTwoFactors = pgTable(
  'staff_two_factors',
  {
    id: text('id').primaryKey(),
    // Encrypted by better-auth with the console's secret; the recovery codes likewise.
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    verified: boolean('verified').notNull().default(true),
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [
    index('staff_two_factors_user_idx').on(t.userId),
    index('staff_two_factors_secret_idx').on(t.secret),
  ],
);

// ── The product's own ─────────────────────────────────────────────────────────────────────────
/** A staff member's role on one site (or on every site, site null, for a platform admin). */
export const staffRoles = pgTable(
  'staff_roles',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    siteId: integer('site_id').references(() => sites.id, { onDelete: 'cascade' }),
    // Empty: every dealership of the site.
    dealershipIds: integer('dealership_ids').array().notNull().default(sql`'{}'::integer[]`),
    createdAt: createdAt(),
  },
  (t) => [unique('staff_roles_user_site').on(t.userId, t.siteId).nullsNotDistinct()],
);

/** An invitation: only the SHA-256 of its token is kept; used once, within its lifetime. */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    email: text('email').notNull(),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    siteId: integer('site_id').references(() => sites.id, { onDelete: 'cascade' }),
    dealershipIds: integer('dealership_ids').array().notNull().default(sql`'{}'::integer[]`),
    // Who sent it: a staff member's email, or 'command line'.
    invitedBy: text('invited_by').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('staff_invitations_email_idx').on(t.email)],
);

/** Failed sign-ins per account ('account:EMAIL') and per address ('address:IP'), for the lockout. */
export const staffSignInFailures = pgTable('staff_sign_in_failures', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
});

/**
 * Who did what, when, before and after: sign-ins, failures, role changes and every change the console
 * makes. Append-only: a trigger (migration 0024) refuses UPDATE and DELETE.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    // Kept as text, not a reference: the log outlives a staff member's row.
    actorId: text('actor_id'),
    actorEmail: text('actor_email'),
    siteId: integer('site_id'),
    action: text('action').notNull(),
    subjectType: text('subject_type'),
    subjectId: text('subject_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
  },
  (t) => [index('audit_log_site_at_idx').on(t.siteId, t.at)],
);
