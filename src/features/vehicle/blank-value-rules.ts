// When a car's field counts as missing (AF §2): every line, link and slide of the vehicle page leaves such
// values out. No I/O, no React, no DOM.

/**
 * AF §2: a value that is empty, null or the text 'null' is omitted. E.g. null, undefined, '', '  ',
 * 'null', ' NULL ' and NaN are blank; 0 and false are values.
 */
export function isBlankValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'number') return !Number.isFinite(value);
  if (typeof value === 'string') {
    const t = value.trim();
    return t === '' || t.toLowerCase() === 'null';
  }
  return false;
}
