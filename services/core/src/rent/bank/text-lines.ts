import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';

/** The file's lines (a path, or a stream of its bytes), numbered from 1, read as a stream (the byte-order mark dropped). */
export async function* textLines(file: string | Readable): AsyncGenerator<{ number: number; text: string }> {
  const input = typeof file === 'string' ? createReadStream(file, { encoding: 'utf8' }) : file.setEncoding('utf8');
  const lines = createInterface({ input, crlfDelay: Infinity });
  let number = 0;
  for await (const text of lines) {
    number += 1;
    yield { number, text: number === 1 ? text.replace(/^\uFEFF/, '') : text };
  }
}
