/**
 * Action buttons sit two to a row: the first spans the row, the rest pair up, and an odd one out takes
 * the whole last row. E.g. 4 buttons → [span, half, half, span].
 */
export function spansRow(index: number, total: number): boolean {
  return index === 0 || (index === total - 1 && (total - 1) % 2 === 1);
}
