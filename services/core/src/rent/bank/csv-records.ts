/** A record longer than this (an unclosed quote running on) is refused rather than held in memory. */
const MAX_RECORD_CHARS = 64 * 1024;

export type CsvRecord = { line: number; fields: string[]; error?: undefined } | { line: number; error: string; fields?: undefined };

/** Splits one physical line into fields, carrying an open quote over; answers whether a quote is still open. */
function splitInto(text: string, fields: string[], quoted: boolean): boolean {
  let current = fields.pop() ?? '';
  let inQuotes = quoted;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (inQuotes) {
      if (char !== '"') current += char;
      else if (text[index + 1] === '"') {
        current += '"';
        index += 1;
      } else inQuotes = false;
    } else if (char === '"' && current.trim() === '') {
      current = '';
      inQuotes = true;
    } else if (char === ',') {
      fields.push(current);
      current = '';
    } else current += char;
  }
  fields.push(current);
  return inQuotes;
}

/**
 * RFC 4180 records from a file's lines, as a stream: quoted fields, doubled quotes, line breaks inside quotes (the
 * record keeps the number of the line it starts on). Blank lines are skipped.
 */
export async function* csvRecords(lines: AsyncIterable<{ number: number; text: string }>): AsyncGenerator<CsvRecord> {
  let fields: string[] = [];
  let start = 0;
  let open = false;
  let size = 0;
  for await (const { number, text } of lines) {
    if (open) {
      fields[fields.length - 1] += '\n';
    } else {
      if (text.trim() === '') continue;
      fields = [];
      start = number;
      size = 0;
    }
    size += text.length;
    if (size > MAX_RECORD_CHARS) {
      yield { line: start, error: 'A quoted field is never closed' };
      return;
    }
    open = splitInto(text, fields, open);
    if (!open) yield { line: start, fields: fields.map((field) => field.trim()) };
  }
  if (open) yield { line: start, error: 'A quoted field is never closed' };
}
