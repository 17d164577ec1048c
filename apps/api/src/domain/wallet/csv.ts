/**
 * CSV text (RFC 4180) that is safe to open in a spreadsheet: a cell with a comma, a quote or a
 * line break is quoted (quotes doubled); a text cell that starts with = + - @, a tab or a carriage
 * return gets a leading `'`, so a spreadsheet shows it instead of running it as a formula (OWASP
 * "CSV injection"). A cell that is a plain decimal number ("-12.5") stays as it is: amounts must
 * remain numbers, and a number cannot be a formula.
 */

const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/;
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell's text as it goes into the file. */
export function csvCell(value: string | null): string {
  let text = value ?? '';
  if (FORMULA_START.test(text) && !PLAIN_DECIMAL.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The file: a header line and one line per row, CRLF line ends (RFC 4180). */
export function csvText(header: readonly string[], rows: readonly (readonly (string | null)[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
