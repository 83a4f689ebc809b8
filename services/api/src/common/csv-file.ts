/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break. A value a spreadsheet would run as a
 * formula (=, +, -, @, tab, carriage return first) gets a leading apostrophe, so opening the file runs nothing.
 */
function field(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function row(values: string[]): string {
  return values.map(field).join(',');
}

/** A CSV file with a header row, lines ending CRLF, and a byte-order mark so Excel reads UTF-8. */
export function csvFile(header: string[], rows: string[][]): string {
  return `\uFEFF${[header, ...rows].map(row).join('\r\n')}\r\n`;
}

/** Sends `csv` as a download named `<name>-<today>.csv`. */
export function sendCsv(response: { setHeader(name: string, value: string): unknown }, name: string, csv: string): string {
  response.setHeader('Content-Type', 'text/csv; charset=utf-8');
  response.setHeader('Content-Disposition', `attachment; filename="${name}-${new Date().toISOString().slice(0, 10)}.csv"`);
  return csv;
}
