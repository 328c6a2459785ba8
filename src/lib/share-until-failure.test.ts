import { describe, expect, it, vi } from 'vitest';
import { type SharedSlot, shareUntilFailure } from './share-until-failure';

describe('shareUntilFailure', () => {
  it('loads once for every caller while pending and after success', async () => {
    const slot: SharedSlot<string> = {};
    const load = vi.fn(async () => 'handle');
    const [a, b] = await Promise.all([shareUntilFailure(slot, load), shareUntilFailure(slot, load)]);
    expect([a, b, await shareUntilFailure(slot, load)]).toEqual(['handle', 'handle', 'handle']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a factory that fails first then succeeds: the failure reaches its callers, the next call recovers', async () => {
    const slot: SharedSlot<string> = {};
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('connect ECONNREFUSED 127.0.0.1:5432'))
      .mockResolvedValue('handle');
    const first = [shareUntilFailure(slot, load), shareUntilFailure(slot, load)];
    await expect(first[0]).rejects.toThrow('ECONNREFUSED');
    await expect(first[1]).rejects.toThrow('ECONNREFUSED');
    expect(await shareUntilFailure(slot, load)).toBe('handle');
    expect(await shareUntilFailure(slot, load)).toBe('handle');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
