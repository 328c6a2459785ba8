import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

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
