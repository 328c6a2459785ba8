// Tokenising for full text. Text is lowercased and stripped of accents ('Citroën' → 'citroen'), then split on
// anything that is not a letter or digit. A car's text also indexes the joined form of a hyphenated word and
// the letter/digit runs of a mixed one, so 'CX-5' is found as 'cx-5', 'cx 5' and 'cx5', and 'CX5' as 'cx 5'.
// Hand-written scanning rather than Unicode regex splits: tokenising is most of the index build time.

const NON_ASCII = /[\u0080-\uffff]/;
const UNICODE_ALNUM = /[\p{L}\p{N}]/u;

export function normalise(text: string): string {
  const lower = text.toLowerCase();
  return NON_ASCII.test(lower) ? lower.normalize('NFD').replace(/\p{M}+/gu, '') : lower;
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

function isAlnum(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  if (c < 128) return isDigit(c) || (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
  return UNICODE_ALNUM.test(text[i]);
}

function isSpace(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 13 || c === 160;
}

/** Calls `piece` for each letter/digit run and `wordEnd` at whitespace (pieces split by '-', '/', '.' join). */
function scan(text: string, piece: (token: string) => void, wordEnd: () => void): void {
  let start = -1;
  for (let i = 0; i <= text.length; i += 1) {
    if (i < text.length && isAlnum(text, i)) {
      if (start < 0) start = i;
      continue;
    }
    if (start >= 0) piece(text.slice(start, i));
    start = -1;
    if (i === text.length || isSpace(text.charCodeAt(i))) wordEnd();
  }
}

export function queryTokens(query: string): string[] {
  const out: string[] = [];
  scan(
    normalise(query),
    (t) => out.push(t),
    () => {},
  );
  return out;
}

/** Adds a token and, when it mixes letters and digits, each run ('sr5' → 'sr', '5'). */
function addWithRuns(out: Set<string>, token: string): void {
  out.add(token);
  let runStart = 0;
  for (let i = 1; i < token.length; i += 1) {
    if (isDigit(token.charCodeAt(i)) !== isDigit(token.charCodeAt(i - 1))) {
      out.add(token.slice(runStart, i));
      runStart = i;
    }
  }
  if (runStart > 0) out.add(token.slice(runStart));
}

export function docTokens(parts: readonly (string | null)[]): Set<string> {
  const out = new Set<string>();
  let pieces: string[] = [];
  const wordEnd = () => {
    if (pieces.length > 1) addWithRuns(out, pieces.join(''));
    pieces = [];
  };
  const piece = (token: string) => {
    pieces.push(token);
    addWithRuns(out, token);
  };
  for (const part of parts) if (part) scan(normalise(part), piece, wordEnd);
  return out;
}

function sameTail(a: string, i: number, b: string, j: number): boolean {
  if (a.length - i !== b.length - j) return false;
  for (; i < a.length; i += 1, j += 1) if (a.charCodeAt(i) !== b.charCodeAt(j)) return false;
  return true;
}

/**
 * True when a and b differ by at most one edit: a substitution, an insertion, a deletion, or a swap of two
 * neighbouring letters ('toyta' → 'toyota', 'hilxu' → 'hilux'; typists swap letters as often as they drop one).
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a.length < b.length) return withinOneEdit(b, a);
  if (a.length - b.length > 1) return false;
  let i = 0;
  while (i < b.length && a.charCodeAt(i) === b.charCodeAt(i)) i += 1;
  if (i === b.length) return true;
  if (a.length > b.length) return sameTail(a, i + 1, b, i);
  if (sameTail(a, i + 1, b, i + 1)) return true;
  return (
    i + 1 < a.length &&
    a.charCodeAt(i) === b.charCodeAt(i + 1) &&
    a.charCodeAt(i + 1) === b.charCodeAt(i) &&
    sameTail(a, i + 2, b, i + 2)
  );
}
