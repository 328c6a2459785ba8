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

/**
 * A query's words, in order, each as its letter/digit runs ('CX-5 sr' → [cx, 5], [sr]): a word of several
 * runs may be matched whole, as the car's text also indexes 'cx5'.
 */
export function queryWords(query: string): string[][] {
  const text = normalise(query);
  const out: string[][] = [];
  let word: string[] = [];
  let start = -1;
  for (let i = 0; i <= text.length; i += 1) {
    if (i < text.length && isAlnum(text, i)) {
      if (start < 0) start = i;
      continue;
    }
    if (start >= 0) {
      word.push(text.slice(start, i));
      start = -1;
    }
    if ((i === text.length || isSpace(text.charCodeAt(i))) && word.length) {
      out.push(word);
      word = [];
    }
  }
  return out;
}

/**
 * Emits a token and, when it mixes letters and digits, its runs ('sr5' → 'sr', '5'). With `digitRunsOnly`
 * (stock numbers) only the digit runs: 'u12345' is found as '12345', but is not indexed under 'u', which
 * would put every U-numbered car behind a shopper typing 'toyota u…'.
 */
function emitWithRuns(token: string, emit: (token: string) => void, digitRunsOnly: boolean): void {
  emit(token);
  let runStart = 0;
  for (let i = 1; i <= token.length; i += 1) {
    const boundary = i === token.length || isDigit(token.charCodeAt(i)) !== isDigit(token.charCodeAt(i - 1));
    if (!boundary) continue;
    if (runStart > 0 || i < token.length) {
      if (!digitRunsOnly || isDigit(token.charCodeAt(runStart))) emit(token.slice(runStart, i));
    }
    runStart = i;
  }
}

/**
 * Emits every token of a car's text, possibly more than once (the index dedupes). One flat loop, no
 * per-car closures or sets: this runs for every car at start-up. `code` marks a stock number.
 */
export function forEachDocToken(part: string, emit: (token: string) => void, code = false): void {
  const text = normalise(part);
  let start = -1;
  let pieces = 0;
  let joined = '';
  for (let i = 0; i <= text.length; i += 1) {
    if (i < text.length && isAlnum(text, i)) {
      if (start < 0) start = i;
      continue;
    }
    if (start >= 0) {
      const piece = text.slice(start, i);
      emitWithRuns(piece, emit, code);
      pieces += 1;
      joined += piece;
      start = -1;
    }
    if (i === text.length || isSpace(text.charCodeAt(i))) {
      if (pieces > 1) emitWithRuns(joined, emit, code); // 'cx-5' → 'cx5'
      pieces = 0;
      joined = '';
    }
  }
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

/**
 * True when a and b are at most two edits apart, each a substitution, insertion, deletion or swap of
 * neighbours ('corrola' → 'corolla'): the restricted edit distance, row by row, stopping once a row
 * is past two.
 */
export function withinTwoEdits(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 2) return false;
  let before = new Int32Array(b.length + 1);
  let previous = Int32Array.from({ length: b.length + 1 }, (_, j) => j);
  let row = new Int32Array(b.length + 1);
  for (let i = 1; i <= a.length; i += 1) {
    row[0] = i;
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let d = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost);
      if (
        i > 1 &&
        j > 1 &&
        a.charCodeAt(i - 1) === b.charCodeAt(j - 2) &&
        a.charCodeAt(i - 2) === b.charCodeAt(j - 1)
      )
        d = Math.min(d, before[j - 2] + 1);
      row[j] = d;
      if (d < best) best = d;
    }
    if (best > 2) return false;
    [before, previous, row] = [previous, row, before];
  }
  return previous[b.length] <= 2;
}
