import { describe, expect, it } from 'vitest';
import { jobsRunHere, parseEnv, startsWorker } from './env';

describe('TRUST_PROXY', () => {
  it('is read as hops or CIDRs, and unset trusts nothing', () => {
    expect(parseEnv({}).TRUST_PROXY).toBeNull();
    expect(parseEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toEqual({ hops: 1 });
    expect(parseEnv({ TRUST_PROXY: '10.0.0.0/8' }).TRUST_PROXY).toEqual({ cidrs: ['10.0.0.0/8'] });
  });

  it('stops the server at start with a sentence naming the setting when it is neither', () => {
    expect(() => parseEnv({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: must be a number of proxy hops/);
  });
});

describe('MAIL_FROM', () => {
  it("is the platform's sender, a domain receiving servers accept when unset", () => {
    expect(parseEnv({}).MAIL_FROM).toBe('leads@dealer-platform.com.au');
    expect(parseEnv({ MAIL_FROM: 'leads@carzone.com.au' }).MAIL_FROM).toBe('leads@carzone.com.au');
  });

  it('stops the server at start when it is no address, or one on a reserved domain', () => {
    expect(() => parseEnv({ MAIL_FROM: 'leads' })).toThrow(/MAIL_FROM: /);
    for (const reserved of ['leads@dealer-platform.local', 'a@b.localhost', 'a@b.test', 'a@b.invalid']) {
      expect(() => parseEnv({ MAIL_FROM: reserved })).toThrow(/MAIL_FROM: needs a domain a receiving server/);
    }
  });
});

describe('PAGE_CACHE_MB', () => {
  it('is megabytes, 64 when unset and 0 for off', () => {
    expect(parseEnv({}).PAGE_CACHE_MB).toBe(64);
    expect(parseEnv({ PAGE_CACHE_MB: '0' }).PAGE_CACHE_MB).toBe(0);
    expect(parseEnv({ PAGE_CACHE_MB: '128' }).PAGE_CACHE_MB).toBe(128);
  });

  it('stops the server at start with a sentence naming the setting when it is not', () => {
    for (const bad of ['-1', 'lots', 'Infinity']) {
      expect(() => parseEnv({ PAGE_CACHE_MB: bad })).toThrow(
        `PAGE_CACHE_MB: must be a number of megabytes, 0 or more (got '${bad}')`,
      );
    }
  });
});

describe('WORKER', () => {
  const PG = 'postgres://app@db:5432/dealer';

  it.each([
    [{}, undefined],
    [{ WORKER: 'embedded' }, 'embedded'],
    [{ WORKER: 'embedded', DATABASE_URL: PG }, 'embedded'],
    [{ WORKER: 'off', DATABASE_URL: PG }, 'off'],
  ])('takes %o as %s', (source, expected) => {
    expect(parseEnv(source).WORKER).toBe(expected);
  });

  it.each([
    [{ WORKER: 'process', DATABASE_URL: PG }, "WORKER: must be 'embedded' or 'off' (got 'process')"],
    [{ WORKER: 'OFF', DATABASE_URL: PG }, "WORKER: must be 'embedded' or 'off' (got 'OFF')"],
    [{ WORKER: '', DATABASE_URL: PG }, "WORKER: must be 'embedded' or 'off' (got '')"],
    [{ WORKER: 'true' }, "WORKER: must be 'embedded' or 'off' (got 'true')"],
    [{ WORKER: 'off' }, "WORKER: 'off' needs DATABASE_URL"],
  ])('refuses %o, naming the setting', (source, message) => {
    expect(() => parseEnv(source)).toThrow(message);
  });

  it.each([
    // WORKER, DATABASE_URL → jobs in this web process, `npm start` starts a worker beside it
    [undefined, undefined, true, false],
    [undefined, PG, true, true],
    ['embedded', undefined, true, false],
    ['embedded', PG, true, false],
    ['off', PG, false, false],
  ] as const)(
    'WORKER=%s, DATABASE_URL=%s: jobs here %s, npm start starts a worker %s',
    (worker, url, here, starts) => {
      const settings = parseEnv({ WORKER: worker, DATABASE_URL: url });
      expect(jobsRunHere(settings)).toBe(here);
      expect(startsWorker(settings)).toBe(starts);
    },
  );
});

describe('CONSOLE_HOSTS', () => {
  it.each([
    [undefined, ['console.localhost']],
    ['console.example.com.au', ['console.example.com.au']],
    [' Console.Example.com.au , console.localhost,', ['console.example.com.au', 'console.localhost']],
  ])('%s is read as %j', (value, hosts) => {
    expect(parseEnv({ CONSOLE_HOSTS: value }).CONSOLE_HOSTS).toEqual(hosts);
  });

  it.each(['https://console.example.com', 'console.example.com:8443', ',', 'under_score.example'])(
    '%s stops the server at start, naming the setting',
    (value) => {
      expect(() => parseEnv({ CONSOLE_HOSTS: value })).toThrow(
        /CONSOLE_HOSTS: host names without scheme or port/,
      );
    },
  );

  it('CONSOLE_AUTH_SECRET is at least 32 characters', () => {
    expect(() => parseEnv({ CONSOLE_AUTH_SECRET: 'x'.repeat(31) })).toThrow(
      /CONSOLE_AUTH_SECRET: at least 32 characters/,
    );
    expect(parseEnv({ CONSOLE_AUTH_SECRET: 'x'.repeat(32) }).CONSOLE_AUTH_SECRET).toHaveLength(32);
  });
});
