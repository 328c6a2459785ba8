// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { writeHistoryUrl } from './browser-history';

const ROUTER_STATE = { __NA: true, __PRIVATE_NEXTJS_INTERNALS_TREE: { tree: ['', {}] } };
const nativePush = window.history.pushState;
const nativeReplace = window.history.replaceState;

afterEach(() => {
  Reflect.deleteProperty(window.history, 'pushState');
  Reflect.deleteProperty(window.history, 'replaceState');
  nativeReplace.call(window.history, null, '', '/');
});

describe('writeHistoryUrl', () => {
  it.each(['push', 'replace'] as const)(
    'before the router has mounted, %s keeps the router state on the entry so Back can restore it',
    (mode) => {
      nativeReplace.call(window.history, ROUTER_STATE, '', '/search');
      writeHistoryUrl('/search?make=Toyota', mode);
      expect(window.location.search).toBe('?make=Toyota');
      expect(window.history.state).toEqual(ROUTER_STATE);
    },
  );

  it.each(['push', 'replace'] as const)(
    'once the router has patched history, %s hands it no state',
    (mode) => {
      nativeReplace.call(window.history, ROUTER_STATE, '', '/search');
      const calls: unknown[] = [];
      // As Next.js does: both methods, as the instance's own properties.
      const patch =
        (native: typeof nativePush) => (data: unknown, unused: string, url?: string | URL | null) => {
          calls.push(data);
          native.call(window.history, { ...ROUTER_STATE }, unused, url);
        };
      window.history.pushState = patch(nativePush);
      window.history.replaceState = patch(nativeReplace);
      writeHistoryUrl('/search?make=Toyota', mode);
      expect(calls).toEqual([null]);
      expect(window.location.search).toBe('?make=Toyota');
    },
  );
});
