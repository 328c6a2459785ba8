// Full page loads: to the payment provider's hosted page, and a reload that lets the page's sign-in gate
// act. A module of its own so component tests can stand in for it (jsdom does not navigate).
export function goTo(url: string): void {
  window.location.assign(url);
}

export function reload(): void {
  window.location.reload();
}
