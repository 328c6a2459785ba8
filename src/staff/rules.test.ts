import { describe, expect, it } from 'vitest';
import {
  can,
  grantableRoles,
  lockoutWaitMs,
  mayReadLead,
  PASSWORD_MESSAGES,
  type Permission,
  passwordProblem,
  requiresTwoFactor,
  type StaffRole,
  type StaffScope,
} from './rules';

describe('what each role may do', () => {
  const table: [StaffRole, Permission, boolean][] = [
    ['platform_admin', 'staff.manage', true],
    ['platform_admin', 'audit.read', true],
    ['owner', 'staff.manage', true],
    ['owner', 'audit.read', true],
    ['owner', 'settings.edit', true],
    ['manager', 'leads.assign', true],
    ['manager', 'leads.export', true],
    ['manager', 'leads.templates', true],
    ['manager', 'staff.invite', true],
    ['manager', 'staff.manage', false],
    ['manager', 'audit.read', false],
    ['manager', 'settings.edit', false],
    ['manager', 'settings.managed', true],
    ['sales', 'settings.managed', false],
    ['owner', 'settings.managed', true],
    ['sales', 'leads.read', true],
    ['sales', 'stock.read', true],
    ['manager', 'stock.read', true],
    ['manager', 'stock.edit', true],
    ['sales', 'stock.edit', false],
    ['owner', 'feeds.keys', true],
    ['manager', 'feeds.keys', false],
    ['sales', 'feeds.keys', false],
    ['owner', 'payments.manage', true],
    ['manager', 'payments.read', true],
    ['manager', 'payments.manage', true],
    ['sales', 'payments.read', false],
    ['sales', 'payments.manage', false],
    ['platform_admin', 'content.manage', true],
    ['owner', 'content.manage', true],
    ['manager', 'content.manage', true],
    ['sales', 'content.manage', false],
    ['sales', 'leads.work', true],
    ['sales', 'leads.assign', false],
    ['sales', 'leads.export', false],
    ['sales', 'staff.read', false],
    ['sales', 'staff.invite', false],
    ['owner', 'reports.view', true],
    ['manager', 'reports.view', true],
    ['sales', 'reports.view', false],
  ];
  it.each(table)('%s may %s: %s', (role, permission, allowed) => {
    expect(can(role, permission)).toBe(allowed);
  });

  it.each([
    ['platform_admin', ['platform_admin', 'owner', 'manager', 'sales']],
    ['owner', ['owner', 'manager', 'sales']],
    ['manager', ['sales']],
    ['sales', []],
  ] as [StaffRole, StaffRole[]][])('%s may invite %j and nothing above', (role, roles) => {
    expect(grantableRoles(role)).toEqual(roles);
  });

  it.each([
    ['platform_admin', true],
    ['owner', true],
    ['manager', false],
    ['sales', false],
  ] as [StaffRole, boolean][])('%s needs a second factor: %s', (role, needed) => {
    expect(requiresTwoFactor(role)).toBe(needed);
  });
});

describe('which leads a staff member sees', () => {
  const me = 'staff-me';
  const site = (role: StaffRole, dealershipIds: number[] = []): StaffScope => ({
    role,
    siteId: 7,
    dealershipIds,
  });
  const table: [
    string,
    StaffScope,
    { siteId: number; dealershipId: number | null; assigneeId: string | null },
    boolean,
  ][] = [
    [
      'an admin, any site',
      { role: 'platform_admin', siteId: null, dealershipIds: [] },
      { siteId: 99, dealershipId: 1, assigneeId: 'x' },
      true,
    ],
    ['an owner, their site', site('owner'), { siteId: 7, dealershipId: 3, assigneeId: 'x' }, true],
    ['an owner, another site', site('owner'), { siteId: 8, dealershipId: 3, assigneeId: null }, false],
    [
      'a manager of dealership 3, its lead',
      site('manager', [3]),
      { siteId: 7, dealershipId: 3, assigneeId: 'x' },
      true,
    ],
    [
      'a manager of dealership 3, dealership 4',
      site('manager', [3]),
      { siteId: 7, dealershipId: 4, assigneeId: null },
      false,
    ],
    [
      'a manager of dealership 3, a lead of no dealership',
      site('manager', [3]),
      { siteId: 7, dealershipId: null, assigneeId: null },
      false,
    ],
    [
      'a whole-site manager, a lead of no dealership',
      site('manager'),
      { siteId: 7, dealershipId: null, assigneeId: null },
      true,
    ],
    ['sales, an unassigned lead', site('sales', [3]), { siteId: 7, dealershipId: 3, assigneeId: null }, true],
    ['sales, their own lead', site('sales', [3]), { siteId: 7, dealershipId: 3, assigneeId: me }, true],
    [
      "sales, a colleague's lead",
      site('sales', [3]),
      { siteId: 7, dealershipId: 3, assigneeId: 'colleague' },
      false,
    ],
    [
      'sales, another dealership',
      site('sales', [3]),
      { siteId: 7, dealershipId: 4, assigneeId: null },
      false,
    ],
  ];
  it.each(table)('%s: %s', (_, scope, lead, seen) => {
    expect(mayReadLead(scope, me, lead)).toBe(seen);
  });
});

describe('a new password', () => {
  const common = new Set(['password1234', 'qwertyuiopas']);
  const check = (password: string) =>
    passwordProblem(password, { email: 'jo.smith@carzone.com.au', isCommon: (p) => common.has(p) });
  it.each([
    ['11 characters', 'a'.repeat(11), PASSWORD_MESSAGES.short],
    ['12 characters', 'b7#'.repeat(4), null],
    ['11 characters and an emoji (12 as typed)', `${'c'.repeat(11)}🚗`, null],
    ['128 characters', 'd'.repeat(128), null],
    ['129 characters', 'd'.repeat(129), PASSWORD_MESSAGES.long],
    ['a common one', 'password1234', PASSWORD_MESSAGES.common],
    ['a common one in capitals', 'PASSWORD1234', PASSWORD_MESSAGES.common],
    ['with spaces', 'correct horse battery', null],
    ['holding the email', 'my jo.smith password', PASSWORD_MESSAGES.email],
  ])('%s: %s', (_, password, problem) => {
    expect(check(password)).toBe(problem);
  });
});

describe('the wait after failed sign-ins', () => {
  it.each([
    [0, 0],
    [4, 0],
    [5, 60_000],
    [6, 120_000],
    [7, 240_000],
    [10, 1_920_000],
    [11, 3_600_000],
    [50, 3_600_000],
  ])('after %i failures: %i ms', (failures, wait) => {
    expect(lockoutWaitMs(failures)).toBe(wait);
  });
});
