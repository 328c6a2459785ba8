import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logger } from './logger';
import { poll, poller } from './poll';

describe('poll', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('waits an interval first unless asked to run at once', async () => {
    const task = vi.fn(async () => undefined);
    const stop = poll(task, { intervalMs: 100, failureMessage: 'x' });
    expect(task).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(100);
    expect(task).toHaveBeenCalledTimes(1);
    stop();
    const eager = vi.fn(async () => undefined);
    const stopEager = poll(eager, { intervalMs: 100, failureMessage: 'x', immediately: true });
    expect(eager).toHaveBeenCalledTimes(1);
    stopEager();
  });

  it('never runs two at a time: a tick during a slow run does nothing', async () => {
    let release: () => void = () => undefined;
    const task = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    const stop = poll(task, { intervalMs: 100, failureMessage: 'x' });
    await vi.advanceTimersByTimeAsync(350);
    expect(task).toHaveBeenCalledTimes(1);
    release();
    await vi.advanceTimersByTimeAsync(100);
    expect(task).toHaveBeenCalledTimes(2);
    stop();
  });

  it('logs the first failure of a streak only, and again after a success', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const outcomes = [false, false, true, false];
    const task = vi.fn(async () => {
      if (!outcomes.shift()) throw new Error('down');
    });
    const stop = poll(task, { intervalMs: 100, failureMessage: 'Could not check' });
    await vi.advanceTimersByTimeAsync(400);
    expect(task).toHaveBeenCalledTimes(4);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenLastCalledWith({ err: expect.any(Error) }, 'Could not check');
    stop();
    await vi.advanceTimersByTimeAsync(400);
    expect(task).toHaveBeenCalledTimes(4);
  });
});

describe('poller', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('runs at once when woken, telling the task so, and on its ticks otherwise', async () => {
    const task = vi.fn(async (_woken: boolean) => undefined);
    const follower = poller(task, { intervalMs: 1000, failureMessage: 'x' });
    follower.wake();
    await vi.advanceTimersByTimeAsync(0);
    expect(task.mock.calls).toEqual([[true]]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(task.mock.calls).toEqual([[true], [false]]);
    await follower.stop();
  });

  it('woken during a run, runs once more right after it (that run may have looked too early)', async () => {
    let release: () => void = () => undefined;
    const task = vi.fn((_woken: boolean) => new Promise<void>((resolve) => (release = resolve)));
    const follower = poller(task, { intervalMs: 10_000, failureMessage: 'x' });
    follower.wake();
    follower.wake();
    follower.wake();
    expect(task).toHaveBeenCalledTimes(1);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(task.mock.calls).toEqual([[true], [true]]);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(task).toHaveBeenCalledTimes(2);
    await follower.stop();
  });

  it('changes its pace from the next tick', async () => {
    const task = vi.fn(async () => undefined);
    const follower = poller(task, { intervalMs: 100, failureMessage: 'x' });
    await vi.advanceTimersByTimeAsync(300);
    expect(task).toHaveBeenCalledTimes(3);
    follower.setIntervalMs(5000);
    await vi.advanceTimersByTimeAsync(4900);
    expect(task).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(100);
    expect(task).toHaveBeenCalledTimes(4);
    await follower.stop();
  });

  it('stops after the run in progress, and runs no more', async () => {
    let release: () => void = () => undefined;
    const task = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    const follower = poller(task, { intervalMs: 100, failureMessage: 'x', immediately: true });
    let stopped = false;
    const stopping = follower.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(500);
    expect(stopped).toBe(false);
    release();
    await stopping;
    follower.wake();
    await vi.advanceTimersByTimeAsync(500);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
