// The comparison's path, apart from paths.ts (which uses it): the compare bar builds it in the browser on
// every page, where the whole paths map would add ~2 KB to the scripts every page loads.

/** The comparison of up to four cars, shareable: '/compare?cars=a,b' (+ '&only=differences'). */
export function comparePath(slugs: readonly string[] = [], onlyDifferences = false): string {
  const query = [
    ...(slugs.length ? [`cars=${slugs.map(encodeURIComponent).join(',')}`] : []),
    ...(onlyDifferences ? ['only=differences'] : []),
  ].join('&');
  return query ? `/compare?${query}` : '/compare';
}
