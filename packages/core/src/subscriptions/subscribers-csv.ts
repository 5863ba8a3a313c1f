/**
 * One CSV cell: quoted when it holds a comma, a quote or a line break, and — so a spreadsheet never runs it
 * as a formula (CSV injection) — a cell starting with `=`, `+`, `-`, `@`, a tab or a carriage return is
 * prefixed with a single quote.
 * @example csvCell('=HYPERLINK("x")') // "\"'=HYPERLINK(\"\"x\"\")\""
 * @example csvCell('amina@example.com') // "amina@example.com"
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * A CSV document: a header row, then one row per record, lines ended by CRLF (RFC 4180).
 * @example csvDocument(['email'], [['amina@example.com']]) // "email\r\namina@example.com\r\n"
 */
export function csvDocument(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [header, ...rows].map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}
