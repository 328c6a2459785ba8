// A full page load of the lender's page once the application is made: a module of its own so component
// tests can stand in for it (jsdom does not navigate).
export function goTo(url: string): void {
  window.location.assign(url);
}
