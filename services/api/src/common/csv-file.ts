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
  return csvStart(header) + csvLines(rows);
}

/** The start of a CSV file written in pieces: the byte-order mark and the header row. */
export function csvStart(header: string[]): string {
  return `\uFEFF${row(header)}\r\n`;
}

/** Rows of a CSV file written in pieces, each line ending CRLF. */
export function csvLines(rows: string[][]): string {
  return rows.map((values) => `${row(values)}\r\n`).join('');
}

/** Sets the headers of a download named `<name>-<today>.csv`. */
export function csvDownloadHeaders(response: { setHeader(name: string, value: string): unknown }, name: string): void {
  response.setHeader('Content-Type', 'text/csv; charset=utf-8');
  response.setHeader('Content-Disposition', `attachment; filename="${name}-${new Date().toISOString().slice(0, 10)}.csv"`);
}

/** Sends `csv` as a download named `<name>-<today>.csv`. */
export function sendCsv(response: { setHeader(name: string, value: string): unknown }, name: string, csv: string): string {
  csvDownloadHeaders(response, name);
  return csv;
}

/** A writer of `response` that waits while its buffer is full, so a streamed file never piles up in memory. */
export function writerOf(response: { write(chunk: string): boolean; once(event: 'drain', listener: () => void): unknown }) {
  return (chunk: string) => (response.write(chunk) ? Promise.resolve() : new Promise<void>((resolve) => response.once('drain', () => resolve())));
}
