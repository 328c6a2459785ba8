import { describe, expect, it } from 'vitest';
import { onProcessStop, runStopHooks } from './stop-hooks';

describe('stop hooks', () => {
  it('run in the order added, each after the last, a failing one reported and the rest run; once', async () => {
    const ran: string[] = [];
    const failures: string[] = [];
    onProcessStop('jobs', async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      ran.push('jobs');
    });
    onProcessStop('listener', async () => {
      throw new Error('already closed');
    });
    onProcessStop('database', async () => {
      ran.push('database');
    });
    await runStopHooks((name, error) => failures.push(`${name}: ${(error as Error).message}`));
    expect(ran).toEqual(['jobs', 'database']);
    expect(failures).toEqual(['listener: already closed']);
    await runStopHooks(() => undefined);
    expect(ran).toEqual(['jobs', 'database']);
  });
});
