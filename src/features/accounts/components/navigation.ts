// A full page load to another path of the site: after signing in or out every part of the page, header
// included, is drawn again for the shopper now signed in (or no longer). A module of its own so component
// tests can stand in for it (jsdom does not navigate).
export function goTo(path: string): void {
  window.location.assign(path);
}
