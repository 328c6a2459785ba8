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
