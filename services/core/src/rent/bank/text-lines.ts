import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';

/** The file's lines, numbered from 1, read as a stream (the byte-order mark dropped). */
export async function* textLines(path: string): AsyncGenerator<{ number: number; text: string }> {
  const lines = createInterface({ input: createReadStream(path, { encoding: 'utf8' }), crlfDelay: Infinity });
  let number = 0;
  for await (const text of lines) {
    number += 1;
    yield { number, text: number === 1 ? text.replace(/^\uFEFF/, '') : text };
  }
}
