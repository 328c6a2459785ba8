// CSV as spreadsheets open it: RFC 4180 quoting, CRLF rows, and a byte-order mark so Excel reads UTF-8.
// Shared by the console's exports and the sites' stock feed. Pure.

/** The byte-order mark that tells Excel the file is UTF-8. */
export const BOM = '\uFEFF';

/**
 * One cell: quoted when it holds a comma, quote or line break. A cell a spreadsheet would run as a formula
 * (starting =, +, -, @, tab or carriage return: OWASP's CSV injection) is prefixed with an apostrophe, so
 * a shopper's "name" cannot run in the dealer's Excel.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: (string | number | null)[]) => `${cells.map(csvCell).join(',')}\r\n`;
