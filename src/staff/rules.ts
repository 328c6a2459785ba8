// The dealer staff's roles and what each may do, the password policy and the sign-in lockout: pure rules,
// safe in any bundle (decision 038).

/** The console's name, as staff see it in titles, emails and their authenticator app. */
export const CONSOLE_APP_NAME = 'Dealer Console';

export const STAFF_ROLES = ['platform_admin', 'owner', 'manager', 'sales'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const ROLE_LABELS: Record<StaffRole, string> = {
  platform_admin: 'Platform admin',
  owner: 'Owner',
  manager: 'Manager',
  sales: 'Sales',
};

export const PERMISSIONS = [
  'leads.read',
  'leads.work',
  'leads.assign',
  'leads.export',
  'leads.templates',
  'stock.read',
  'stock.edit',
  'feeds.keys',
  'payments.read',
  'payments.manage',
  'reviews.manage',
  'reports.view',
  'content.manage',
  'staff.read',
  'staff.invite',
  'staff.manage',
  'audit.read',
  'settings.edit',
  'settings.managed',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/**
 * What each role may do within its scope. Sales work the leads they may see (unassigned ones and their
 * own) and read the rest of the console but not the money taken online (they hear of a reservation from
 * its lead); managers run the team's leads, the deposits and online payments, answer and hide the
 * locations' reviews, read the reports (and may take the weekly summary email), write the site's pages
 * and blog, and invite salespeople; owners also manage staff and the dealerships' stock-feed keys, read
 * the audit log and change all the site's settings; managers change its settings the schema marks as
 * theirs (its words, offers and reviews) and its locations' hours.
 */
const GRANTS: Record<StaffRole, readonly Permission[]> = {
  platform_admin: PERMISSIONS,
  owner: PERMISSIONS,
  manager: [
    'leads.read',
    'leads.work',
    'leads.assign',
    'leads.export',
    'leads.templates',
    'stock.read',
    'stock.edit',
    'payments.read',
    'payments.manage',
    'reviews.manage',
    'reports.view',
    'content.manage',
    'staff.read',
    'staff.invite',
    'settings.managed',
  ],
  sales: ['leads.read', 'leads.work', 'stock.read'],
};

export function can(role: StaffRole, permission: Permission): boolean {
  return GRANTS[role].includes(permission);
}

/** Which roles a staff member may give by invitation or change to: never one above their own. */
export function grantableRoles(role: StaffRole): StaffRole[] {
  switch (role) {
    case 'platform_admin':
      return [...STAFF_ROLES];
    case 'owner':
      return ['owner', 'manager', 'sales'];
    case 'manager':
      return ['sales'];
    case 'sales':
      return [];
  }
}

/** Owners and platform admins cannot sign in without a second factor; others may add one. */
export function requiresTwoFactor(role: StaffRole): boolean {
  return role === 'platform_admin' || role === 'owner';
}

/**
 * A staff member's reach on one site: the whole site, or only the dealerships named. Sales see, of
 * those, the leads nobody has taken and their own.
 */
export type StaffScope = {
  role: StaffRole;
  /** null: every site (a platform admin). */
  siteId: number | null;
  /** Empty: every dealership of the site. */
  dealershipIds: number[];
};

export type LeadPlace = { siteId: number; dealershipId: number | null; assigneeId: string | null };

export function mayReadLead(scope: StaffScope, staffId: string, lead: LeadPlace): boolean {
  if (scope.siteId !== null && scope.siteId !== lead.siteId) return false;
  if (
    scope.dealershipIds.length > 0 &&
    (lead.dealershipId === null || !scope.dealershipIds.includes(lead.dealershipId))
  )
    return false;
  if (scope.role === 'sales') return lead.assigneeId === null || lead.assigneeId === staffId;
  return true;
}

// ── Passwords (OWASP ASVS 2.1) ──────────────────────────────────────────────────────────────────────
export const PASSWORD_MIN_LENGTH = 12;
/** Long enough for any passphrase; the hash's cost is bounded by refusing more. */
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_MESSAGES = {
  short: `Use at least ${PASSWORD_MIN_LENGTH} characters.`,
  long: `Use at most ${PASSWORD_MAX_LENGTH} characters.`,
  common: 'This password is one of the most common: choose another.',
  email: 'Your password cannot contain your email address.',
} as const;

/**
 * What is wrong with a new password, or null. Length counts characters as a person types them (code
 * points), and every character is allowed, spaces included (ASVS 2.1.1–2.1.4).
 */
export function passwordProblem(
  password: string,
  options: { email: string; isCommon: (candidate: string) => boolean },
): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.short;
  if (length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.long;
  const lowered = password.toLowerCase();
  if (options.isCommon(lowered)) return PASSWORD_MESSAGES.common;
  const local = options.email.toLowerCase().split('@')[0];
  if (local.length >= 4 && lowered.includes(local)) return PASSWORD_MESSAGES.email;
  return null;
}

// ── Lockout (ASVS 2.2.1) ────────────────────────────────────────────────────────────────────────────
/** Wrong passwords or codes allowed before a wait begins, per account and per address. */
export const FREE_FAILURES = 5;
const FIRST_WAIT_MS = 60_000;
const LONGEST_WAIT_MS = 60 * 60_000;

/**
 * How long sign-in waits after this many failures in a row: nothing for the first five, then a minute,
 * doubling with each further failure up to an hour.
 */
export function lockoutWaitMs(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(LONGEST_WAIT_MS, FIRST_WAIT_MS * 2 ** (failures - FREE_FAILURES));
}

// ── Links sent by email ─────────────────────────────────────────────────────────────────────────────
export const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60_000;
export const PASSWORD_RESET_LIFETIME_MS = 60 * 60_000;
