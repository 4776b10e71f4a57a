/**
 * The one CSV writer for every export: RFC 4180 records, each cell safe to open in a spreadsheet.
 */

/** Excel reads a file as UTF-8 only when it starts with a byte-order mark. */
export const CSV_BOM = "\uFEFF";

/**
 * A spreadsheet treats a cell that starts with = + - @ (or a tab or carriage return, which some
 * programs strip before looking) as a formula. A leading apostrophe makes it plain text and
 * is the usual remedy (OWASP "CSV injection").
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function escapeFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** RFC 4180: a field holding a comma, a double quote or a line break is quoted, quotes doubled. */
export function quoteField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** One CSV record, CRLF-terminated, every cell safe to open in a spreadsheet. */
export function csvRow(cells: readonly string[]): string {
  return `${cells.map((cell) => quoteField(escapeFormula(cell))).join(",")}\r\n`;
}
