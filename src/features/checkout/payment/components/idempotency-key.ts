// One key per attempt at a payment form, so a double click or a retry after a lost answer makes one
// payment. crypto.randomUUID needs a secure context; getRandomValues does not.
export function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}
