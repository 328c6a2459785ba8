/** A host this machine answers for itself (localhost, *.localhost, 127.0.0.1), port or not: served over http. */
export function isLocalHost(host: string | null): boolean {
  const name = (host ?? '').toLowerCase().replace(/:\d+$/, '');
  return name === 'localhost' || name.endsWith('.localhost') || name === '127.0.0.1';
}
