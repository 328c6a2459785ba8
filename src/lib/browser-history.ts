// Writing the address bar without a navigation, so that Back and Forward still work. Next.js patches
// history.pushState once its router has mounted: a call with no state is then copied into the router's own
// entry and the router follows the new URL. A write made before that (a click React replays while it
// hydrates runs before the router's effects) would leave an entry with no state, and Next.js ignores a
// popstate to such an entry: Back from a car would change the URL and leave the car on screen. So until the
// patch is in place the entry carries the router's state itself.

/** Whether history.pushState is still the browser's own (on History.prototype), not the router's patch. */
function routerHasNotMounted(): boolean {
  return !Object.hasOwn(window.history, 'pushState');
}

/** Shows `url` in the address bar as a new history entry ('push') or in place of the current one. */
export function writeHistoryUrl(url: string, mode: 'push' | 'replace'): void {
  const state = routerHasNotMounted() ? window.history.state : null;
  if (mode === 'push') window.history.pushState(state, '', url);
  else window.history.replaceState(state, '', url);
}
