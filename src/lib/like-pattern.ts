/** An ILIKE pattern matching text that contains `word` as typed: its `%`, `_` and `\` match only themselves. */
export function containsPattern(word: string): string {
  return `%${word.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
}
