import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore, TOAST_MS, toast, toastStore } from './toast-store';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('toast store', () => {
  it('shows a toast for 3000 ms: still there at 2999, gone at 3000', () => {
    const store = createToastStore();
    store.show('Saved');
    expect(TOAST_MS).toBe(3000);
    vi.advanceTimersByTime(2999);
    expect(store.getSnapshot()?.message).toBe('Saved');
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toBeNull();
  });

  it('keeps one toast at a time: a new one replaces the current and gets its own 3000 ms', () => {
    const store = createToastStore();
    store.show('First');
    vi.advanceTimersByTime(2000);
    store.show('Second', { description: 'More' });
    expect(store.getSnapshot()).toMatchObject({ message: 'Second', description: 'More' });
    vi.advanceTimersByTime(2999); // the first toast's timer must not cut the second short
    expect(store.getSnapshot()?.message).toBe('Second');
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toBeNull();
  });

  it('gives each toast a new id and leaves the description out when none is given', () => {
    const store = createToastStore();
    const a = store.show('A');
    const b = store.show('B');
    expect(b).toBeGreaterThan(a);
    expect(store.getSnapshot()).toEqual({ id: b, message: 'B' });
  });

  it('dismisses the current toast, and ignores a stale id', () => {
    const store = createToastStore();
    const first = store.show('First');
    const second = store.show('Second');
    store.dismiss(first);
    expect(store.getSnapshot()?.id).toBe(second);
    store.dismiss(second);
    expect(store.getSnapshot()).toBeNull();
    store.show('Third');
    store.dismiss();
    expect(store.getSnapshot()).toBeNull();
  });

  it('tells subscribers of every change until they unsubscribe', () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.show('One'); // shown
    vi.advanceTimersByTime(TOAST_MS); // expired
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.show('Two');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('a dismissed toast does not come back or fire again when its timer would have run out', () => {
    const store = createToastStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.show('One');
    store.dismiss();
    vi.advanceTimersByTime(TOAST_MS);
    expect(store.getSnapshot()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('toast() raises on the shared store the Toaster shows', () => {
    const id = toast('Copied 2021 Kia Rio S to your clipboard!');
    expect(toastStore.getSnapshot()).toEqual({ id, message: 'Copied 2021 Kia Rio S to your clipboard!' });
    vi.advanceTimersByTime(TOAST_MS);
    expect(toastStore.getSnapshot()).toBeNull();
  });
});
