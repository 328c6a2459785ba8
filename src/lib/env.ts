import { z } from 'zod';
import { isSendableFrom, UNSENDABLE_FROM_MESSAGE } from './mail/sendable.ts';
import { parseTrustProxy } from './trust-proxy.ts';

// Every setting has an embedded default, so `npm start` needs no configuration at all.
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  // A PostgreSQL server; when unset the embedded PGlite under PGLITE_DIR is used.
  DATABASE_URL: z.url().optional(),
  PGLITE_DIR: z.string().min(1).default('.data/pglite'),
  MEDIA_DIR: z.string().min(1).default('.data/media'),
  // Tenant served for hosts that match no site; empty means such hosts get a 404 page.
  DEFAULT_SITE: z.string().default('coastal-toyota'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Where lead emails go: an SMTP server (e.g. smtp://user:pass@mail.example.com:587); when unset each
  // message is written as an .eml file under MAIL_DIR, so a developer sees leads with no mail server.
  SMTP_URL: z.string().optional(),
  MAIL_DIR: z.string().min(1).default('.data/mail'),
  // The platform's sender, for every site that sets no mail.from of its own: a real domain, since a
  // receiving server refuses mail from a '.local' or made-up one.
  MAIL_FROM: z
    .email()
    .refine(isSendableFrom, { message: UNSENDABLE_FROM_MESSAGE })
    .default('leads@dealer-platform.com.au'),
  // Where a lead goes when its dealership has no lead email or CRM webhook yet (a dealer just added).
  LEAD_FALLBACK_EMAIL: z.email().default('unrouted-leads@dealer-platform.local'),
  // Where sign-in codes go: ClickSend when both its username and API key are set, else each text is
  // written as a JSON file under SMS_DIR, so a developer reads the code with no SMS gateway.
  SMS_DIR: z.string().min(1).default('.data/sms'),
  CLICKSEND_USERNAME: z.string().min(1).optional(),
  CLICKSEND_API_KEY: z.string().min(1).optional(),
  // ClickSend's REST API; another base only for a fake gateway in tests.
  CLICKSEND_URL: z.url().default('https://rest.clicksend.com'),
  // The sender id shoppers see: up to 11 letters and digits (a business name) or a phone number; unset
  // uses the ClickSend account's default sender.
  SMS_FROM: z
    .string()
    .regex(/^(?:[A-Za-z0-9]{1,11}|\+?\d{3,15})$/, 'up to 11 letters and digits, or a phone number')
    .optional(),
  // The instant-quote lender (YouX): its API base and key, both or neither. Unset quotes with the in-house
  // engine and takes pre-approval requests on the site itself (decision 019).
  YOUX_API_URL: z.url().optional(),
  YOUX_API_KEY: z.string().min(1).optional(),
  // The registration lookup's provider (GET {REGO_API_URL}/vehicles?plate=…&state=…, header x-api-key):
  // both or neither. Unset looks plates up in the embedded register the seed fills (rego_vehicles).
  REGO_API_URL: z.url().optional(),
  REGO_API_KEY: z.string().min(1).optional(),
  // Where shoppers' uploads (trade-in photos) are kept: an S3-compatible bucket when its endpoint, bucket
  // and key pair are all set (AWS S3, Cloudflare R2, MinIO; path-style URLs {endpoint}/{bucket}/{key}),
  // else files under UPLOADS_DIR, so a developer uploads with no bucket at all.
  UPLOADS_DIR: z.string().min(1).default('.data/uploads'),
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'a bucket name: 3-63 lowercase letters, digits, dots, hyphens',
    )
    .optional(),
  S3_REGION: z.string().min(1).default('ap-southeast-2'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  // Payments: Stripe when its secret key and webhook signing secret are both set, else the embedded test
  // provider (its own hosted card page and signed webhooks, test cards only), so checkout runs offline.
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/, 'a Stripe secret key: sk_live_…, sk_test_… (or rk_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_[A-Za-z0-9]+$/, 'a webhook signing secret: whsec_…')
    .optional(),
  // Test only: the API base of a local fake of Stripe's endpoints. Unset (always, outside tests) is
  // https://api.stripe.com.
  STRIPE_API_BASE: z.url().optional(),
  // What stands in front of the server (src/lib/trust-proxy.ts): unset for nothing, so the socket's
  // address is the shopper's; a number of proxy hops ('1' behind one load balancer); or the CIDRs of the
  // trusted proxies ('10.0.0.0/8,192.168.0.0/16'). Decides whose X-Forwarded-For entries are believed.
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, ctx) => {
      try {
        return parseTrustProxy(value);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  // When set, seeding also writes the stock-feed API keys it issued to this file (JSON, owner-only), for
  // a harness that seeds a server and then sends feeds to it. The keys are printed at seeding either way.
  STOCK_KEYS_FILE: z.string().min(1).optional(),
  // The key of the platform's admin API for sites (`Authorization: Bearer …`), shared by every server
  // process. When unset, a random key is made once and kept in PLATFORM_KEY_FILE (owner-only), where the
  // `site` command on the same machine finds it.
  PLATFORM_KEY: z.string().min(32, 'at least 32 characters').optional(),
  PLATFORM_KEY_FILE: z.string().min(1).default('.data/platform-key'),
  // Where the `site` command reaches a running server when the embedded database is in use by it.
  SITE_ADMIN_URL: z.url().optional(),
  // Host names the feeds' photos may be fetched from although they are on a private network
  // (comma-separated, e.g. a dealer management system on the same network). Any other address that
  // resolves to a loopback, private or link-local address is refused (src/lib/photo-fetch.ts).
  FEED_PHOTO_PRIVATE_HOSTS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    ),
  // The dealer console's host names, comma-separated (decision 038): served there only, and no site is.
  CONSOLE_HOSTS: z
    .string()
    .default('console.localhost')
    .transform((value, ctx) => {
      const hosts = value
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean);
      const bad = hosts.find((host) => !/^[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?$/.test(host));
      if (hosts.length > 0 && !bad) return hosts;
      ctx.addIssue({ code: 'custom', message: `host names without scheme or port (got '${bad ?? value}')` });
      return z.NEVER;
    }),
  // Signs the staff's session cookies; several machines share it. When unset, one is made once and kept
  // in CONSOLE_SECRET_FILE (owner-only), beside the platform key.
  CONSOLE_AUTH_SECRET: z.string().min(32, 'at least 32 characters').optional(),
  CONSOLE_SECRET_FILE: z.string().min(1).default('.data/console-secret'),
  // Memory for the shared page cache in front of Next.js (src/server/page-cache.ts), in megabytes; 0 turns
  // it off. Read by the production server (src/server/serve.ts), which loads this file with Node itself.
  PAGE_CACHE_MB: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const megabytes = Number(value ?? 64);
      if (Number.isFinite(megabytes) && megabytes >= 0) return megabytes;
      ctx.addIssue({ code: 'custom', message: `must be a number of megabytes, 0 or more (got '${value}')` });
      return z.NEVER;
    }),
  // Seconds a stopping server (SIGTERM) goes on serving after its GET /readyz turns 503, before it stops
  // accepting connections, so a load balancer's health check takes it out first: more than twice the
  // check's interval behind one (`npm run cluster` sets 3), 0 with nothing in front.
  DRAIN_SECONDS: z.coerce.number().min(0).max(60).default(0),
  // Seconds an idle connection is kept open for the client's next request: longer than the idle time of a
  // load balancer's pooled connections behind one (Caddy keeps them 2 minutes; `npm run cluster` sets 130),
  // so the server never closes a connection as the balancer sends a request on it (a POST would fail).
  KEEP_ALIVE_SECONDS: z.coerce.number().int().min(1).max(600).default(5),
  // Turns GET /metrics on (Prometheus text), for a scraper sending `Authorization: Bearer …`; unset, 404.
  METRICS_TOKEN: z.string().min(16, 'at least 16 characters').optional(),
  // Where the background jobs run (the outboxes, saved-search alerts, housekeeping, quote refresh, the
  // reservation keeper; see jobsRunHere and startsWorker below): 'embedded' in the web process, 'off' not
  // in it (a worker process runs them: `npm run worker`). Unset, a web process runs them, and `npm start`
  // on a PostgreSQL server starts a worker beside its web process, which it starts with 'off'.
  WORKER: z
    .enum(['embedded', 'off'], { error: (issue) => `must be 'embedded' or 'off' (got '${issue.input}')` })
    .optional(),
});

// Part of a set (ClickSend's, the lender's, the rego provider's, the bucket's, Stripe's) is a half-done
// set-up: refused, rather than quietly writing codes to files, quoting in-house, looking plates up in the
// demo register, keeping shoppers' photos on one server's disk or taking test payments on a live site.
const SETS = [
  [['CLICKSEND_USERNAME', 'CLICKSEND_API_KEY'], 'to send SMS through ClickSend'],
  [['YOUX_API_URL', 'YOUX_API_KEY'], 'to quote and pre-approve through YouX'],
  [['REGO_API_URL', 'REGO_API_KEY'], 'to look registrations up through the rego provider'],
  [['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'], 'to keep uploads in S3'],
  [['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'], 'to take payments through Stripe'],
] as const;

const CheckedEnvSchema = EnvSchema.superRefine((value, ctx) => {
  // The embedded database serves one process at a time: no worker could open it beside the server.
  if (value.WORKER === 'off' && !value.DATABASE_URL) {
    ctx.addIssue({
      code: 'custom',
      path: ['WORKER'],
      message:
        "'off' needs DATABASE_URL: the embedded database serves one process, so its jobs run in the web process (leave WORKER unset)",
    });
  }
  for (const [names, purpose] of SETS) {
    const set = names.filter((name) => value[name]);
    if (set.length === 0 || set.length === names.length) continue;
    const all = names.length === 2 ? 'both' : 'all of them';
    const none = names.length === 2 ? 'neither' : 'none';
    for (const missing of names.filter((name) => !value[name])) {
      ctx.addIssue({
        code: 'custom',
        path: [missing],
        message: `missing while ${set.join(', ')} ${set.length > 1 ? 'are' : 'is'} set; set ${all} ${purpose}, or ${none}`,
      });
    }
  }
});

export type Env = z.infer<typeof EnvSchema>;

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = CheckedEnvSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment variables:\n${lines.join('\n')}`);
  }
  return result.data;
}

/** Whether a web process runs the background jobs itself: unless WORKER is 'off'. */
export function jobsRunHere(settings: Pick<Env, 'WORKER'>): boolean {
  return settings.WORKER !== 'off';
}

/**
 * Whether `npm start` starts a worker process beside its web process (and the web process with
 * WORKER=off): on a PostgreSQL server when WORKER is unset. The embedded database admits one process.
 */
export function startsWorker(settings: Pick<Env, 'WORKER' | 'DATABASE_URL'>): boolean {
  return settings.WORKER === undefined && Boolean(settings.DATABASE_URL);
}

export const env: Env = parseEnv(process.env);
