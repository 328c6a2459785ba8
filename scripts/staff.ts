// `npm run staff -- <command>`: the dealer console's staff, from the command line.
//
//   invite --email E --role ROLE [--site SLUG] [--dealership SLUG…]   emails an invitation, prints its link
//   list [--site SLUG]                                                  staff, their roles and state
//   disable --email E                                                   no more sign-in; sessions end now
//
// ROLE is platform_admin (every site; no --site), owner, manager or sales. Like `npm run site`, it writes
// to the database itself when it can (DATABASE_URL, or the embedded database when no server holds it),
// and otherwise goes through the running server's admin API with the platform key.
import { eq } from 'drizzle-orm';
import { createDb } from '../src/db/client';
import { acquireDataLock, DataLockError } from '../src/db/data-lock';
import { runMigrations } from '../src/db/migrate';
import { sites } from '../src/db/schema';
import { env } from '../src/lib/env';
import { knownPlatformKey } from '../src/lib/platform-key';
import { recordAudit } from '../src/staff/audit';
import { consoleOrigin } from '../src/staff/console-origin';
import { disableStaff, listStaff, type StaffMember } from '../src/staff/directory';
import { InviteRequest, inviteStaff } from '../src/staff/invite';
import { ROLE_LABELS } from '../src/staff/rules';
import { adminUrl } from './admin-url';

const USAGE = `Usage: npm run staff -- <command>
  invite --email EMAIL --role platform_admin|owner|manager|sales [--site SLUG] [--dealership SLUG ...]
  list [--site SLUG]
  disable --email EMAIL`;

type Answer = { ok: true; body: Record<string, unknown> } | { ok: false; status: number; error: string };

type StaffClient = {
  invite(request: InviteRequest): Promise<Answer>;
  list(site?: string): Promise<Answer>;
  disable(email: string): Promise<Answer>;
  close(): Promise<void>;
};

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

function options(args: string[], name: string): string[] {
  const values: string[] = [];
  for (let i = args.indexOf(name); i !== -1; i = args.indexOf(name)) {
    const value = args[i + 1];
    if (!value || value.startsWith('--')) fail(`${name} needs a value\n${USAGE}`, 2);
    values.push(value);
    args.splice(i, 2);
  }
  return values;
}

const BY = 'command line';

async function directClient(): Promise<StaffClient> {
  const handle = createDb({ databaseUrl: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });
  await runMigrations(handle);
  const { db } = handle;
  return {
    invite: async (request) => {
      const outcome = await inviteStaff(db, request, {
        invitedBy: BY,
        actorId: null,
        consoleOrigin: consoleOrigin(),
        now: new Date(),
        ip: null,
      });
      return outcome.ok
        ? { ok: true, body: outcome }
        : { ok: false, status: 400, error: `${outcome.field}: ${outcome.error}` };
    },
    list: async (slug) => {
      let siteId: number | null = null;
      if (slug) {
        const [site] = await db.select({ id: sites.id }).from(sites).where(eq(sites.slug, slug));
        if (!site) return { ok: false, status: 404, error: `site: No site is called '${slug}'.` };
        siteId = site.id;
      }
      return { ok: true, body: { staff: await listStaff(db, siteId) } };
    },
    disable: async (email) => {
      const member = await disableStaff(db, email, new Date());
      if (!member) return { ok: false, status: 404, error: 'email: No enabled staff member has that email.' };
      await recordAudit(db, {
        action: 'staff.disabled',
        actorEmail: BY,
        subjectType: 'staff',
        subjectId: member.id,
      });
      return { ok: true, body: { email, disabled: true } };
    },
    close: () => handle.close(),
  };
}

function httpClient(baseUrl: string, key: string): StaffClient {
  const call = async (path: string, init: RequestInit = {}): Promise<Answer> => {
    let response: Response;
    try {
      response = await fetch(new URL(`/api/admin/staff${path}`, baseUrl), {
        ...init,
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      });
    } catch (error) {
      return { ok: false, status: 0, error: `No server answers at ${baseUrl}: ${(error as Error).message}` };
    }
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown> & {
      error?: string;
      issues?: { field: string; message: string }[];
    };
    if (response.ok) return { ok: true, body };
    const issue = body.issues?.[0];
    return {
      ok: false,
      status: response.status,
      error: issue ? `${issue.field}: ${issue.message}` : (body.error ?? ''),
    };
  };
  return {
    invite: (request) => call('/invitations', { method: 'POST', body: JSON.stringify(request) }),
    list: (site) => call(site ? `?site=${encodeURIComponent(site)}` : ''),
    disable: (email) => call('/disable', { method: 'POST', body: JSON.stringify({ email }) }),
    close: async () => undefined,
  };
}

async function connect(): Promise<StaffClient> {
  if (env.DATABASE_URL) return directClient();
  try {
    acquireDataLock(env.PGLITE_DIR, 'the staff command');
    return await directClient();
  } catch (error) {
    if (!(error instanceof DataLockError)) throw error;
    const key = knownPlatformKey();
    if (!key) fail(`A server holds ${env.PGLITE_DIR} but no platform key was found: set PLATFORM_KEY.`);
    return httpClient(adminUrl(error.holder), key);
  }
}

function describe(member: StaffMember): string {
  const roles = member.roles
    .map(
      (r) =>
        `${ROLE_LABELS[r.role]}${r.site ? ` of ${r.site}` : ''}${r.dealershipIds.length ? ` (dealerships ${r.dealershipIds.join(', ')})` : ''}`,
    )
    .join('; ');
  const state = [
    member.disabled ? 'disabled' : 'active',
    member.twoFactorEnabled ? 'two-factor on' : 'no two-factor',
  ];
  return `${member.email.padEnd(36)} ${member.name.padEnd(24)} ${roles} [${state.join(', ')}]`;
}

const args = process.argv.slice(2);
const command = args.shift();
if (!command || !['invite', 'list', 'disable'].includes(command)) fail(USAGE, 2);

const client = await connect();
try {
  let answer: Answer;
  if (command === 'invite') {
    const request = InviteRequest.safeParse({
      email: options(args, '--email')[0],
      role: options(args, '--role')[0],
      site: options(args, '--site')[0],
      dealerships: options(args, '--dealership'),
    });
    if (!request.success)
      fail(`${request.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n')}\n${USAGE}`, 2);
    answer = await client.invite(request.data);
    if (answer.ok) {
      const { email, link, expiresAt, emailed } = answer.body as {
        email: string;
        link: string;
        expiresAt: string;
        emailed: boolean;
      };
      console.log(
        `Invited ${email}${emailed ? ' (emailed)' : ' (the email could not be sent: pass the link on)'}.`,
      );
      console.log(`Link, valid once until ${expiresAt}:\n${link}`);
    }
  } else if (command === 'list') {
    answer = await client.list(options(args, '--site')[0]);
    if (answer.ok) {
      const staff = (answer.body as { staff: StaffMember[] }).staff;
      console.log(
        staff.length
          ? staff.map(describe).join('\n')
          : 'No staff yet: invite someone with `npm run staff -- invite`.',
      );
    }
  } else {
    const email = options(args, '--email')[0];
    if (!email) fail(`disable needs --email\n${USAGE}`, 2);
    answer = await client.disable(email);
    if (answer.ok) console.log(`Disabled ${email}: their sessions have ended.`);
  }
  if (!answer.ok) {
    console.error(answer.error);
    process.exitCode = 1;
  }
} finally {
  await client.close();
}
