// Names one brand goes by: a make that trades under a new name is one make to shoppers and to a site's
// brand exclusions. Each alias maps to the brand's current name, which refinements list and filter on;
// the car keeps the make its feed gave it.

const ALIASES: Record<string, string> = {
  'great wall': 'GWM',
  'great wall motors': 'GWM',
};

/** The brand a make name belongs to ('Great Wall' → 'GWM'); any other make is itself. */
export function canonicalMake(make: string): string {
  return ALIASES[make.trim().toLowerCase()] ?? make;
}

/** Every name of the brand `make` belongs to, itself included (for stores that match names exactly). */
export function makeNames(make: string): string[] {
  const brand = canonicalMake(make);
  const names = Object.entries(ALIASES)
    .filter(([, to]) => to === brand)
    .map(([alias]) => alias.replace(/\b\w/g, (c) => c.toUpperCase()));
  return [...new Set([make, brand, ...names])];
}
