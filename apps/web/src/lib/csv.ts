/** A CSV cell's value: written as it is, empty when absent. */
export type CsvValue = string | number | boolean | null | undefined;

/**
 * A CSV cell (RFC 4180): quoted when it holds a comma, quote or line break; text starting with = + - @ (or tab/CR)
 * gets an apostrophe first, so a spreadsheet never runs a name as a formula. Numbers are written as they are.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows of cells as CSV text, CRLF line ends and a final line end. */
export function csvText(rows: readonly (readonly CsvValue[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
