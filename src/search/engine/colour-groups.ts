// The colours shoppers pick (White, Black, Silver, …) from a car's paint name ('Pearl Glare White',
// 'Soul Red Crystal', 'Sonic Titanium'). The paint name stays on the car; the group is what the colour
// refinement lists and filters on. A base colour word wins over a descriptive one ('Titanium Grey' is
// Grey, 'Sonic Titanium' Silver); among several the last word names the colour ('White with Black
// Composite' is Black, 'Deep Black Pearl' Black).

export const COLOUR_GROUPS = [
  'White',
  'Black',
  'Silver',
  'Grey',
  'Blue',
  'Red',
  'Green',
  'Yellow',
  'Orange',
  'Brown',
  'Gold',
  'Beige',
  'Purple',
  'Other',
] as const;
export type ColourGroup = (typeof COLOUR_GROUPS)[number];

const BASE_WORDS: Record<string, ColourGroup> = {
  white: 'White',
  black: 'Black',
  silver: 'Silver',
  grey: 'Grey',
  gray: 'Grey',
  blue: 'Blue',
  red: 'Red',
  green: 'Green',
  yellow: 'Yellow',
  orange: 'Orange',
  brown: 'Brown',
  bronze: 'Brown',
  gold: 'Gold',
  beige: 'Beige',
  purple: 'Purple',
};

const DESCRIPTIVE_WORDS: Record<string, ColourGroup> = {
  ivory: 'White',
  ice: 'White',
  snow: 'White',
  polar: 'White',
  glacier: 'White',
  arctic: 'White',
  quartz: 'White',
  crystal: 'White',
  ebony: 'Black',
  onyx: 'Black',
  stealth: 'Black',
  graphite: 'Grey',
  charcoal: 'Grey',
  gunmetal: 'Grey',
  gun: 'Grey',
  steel: 'Grey',
  slate: 'Grey',
  storm: 'Grey',
  titanium: 'Silver',
  chrome: 'Silver',
  aluminium: 'Silver',
  quicksilver: 'Silver',
  navy: 'Blue',
  teal: 'Blue',
  aqua: 'Blue',
  maroon: 'Red',
  burgundy: 'Red',
  crimson: 'Red',
  ruby: 'Red',
  copper: 'Brown',
  sand: 'Beige',
  champagne: 'Beige',
  olive: 'Green',
  violet: 'Purple',
};

function lastMatch(words: readonly string[], table: Record<string, ColourGroup>): ColourGroup | null {
  for (let i = words.length - 1; i >= 0; i -= 1) {
    const group = table[words[i]];
    if (group) return group;
  }
  return null;
}

/** Paint name → group: a platform has a few thousand paint names across its cars, read at every index build. */
const known = new Map<string, ColourGroup | null>();
const KNOWN_LIMIT = 10_000;

/** The colour group of a paint name; null when the car has no colour. */
export function colourGroup(paint: string | null | undefined): ColourGroup | null {
  if (!paint) return null;
  let group = known.get(paint);
  if (group === undefined) {
    if (known.size >= KNOWN_LIMIT) known.clear();
    group = groupOf(paint);
    known.set(paint, group);
  }
  return group;
}

function groupOf(paint: string): ColourGroup | null {
  const words = paint
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);
  if (words.length === 0) return null;
  return lastMatch(words, BASE_WORDS) ?? lastMatch(words, DESCRIPTIVE_WORDS) ?? 'Other';
}
