import { PassThrough } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { csvLines, csvStart, writerOf } from './csv-file';

describe('CSV files written in pieces', () => {
  it('quotes commas, quotes and line breaks, defuses formulas, and ends lines CRLF after a byte-order mark', () => {
    expect(csvStart(['Name', 'Note'])).toBe('\uFEFFName,Note\r\n');
    expect(csvLines([['=HYPERLINK("x")', 'one, "two"\nthree']])).toBe(`"'=HYPERLINK(""x"")","one, ""two""\nthree"\r\n`);
  });

  it('waits while the response is full, so a slow client never makes many batches pile up in memory', async () => {
    const response = new PassThrough({ highWaterMark: 1_024 });
    const write = writerOf(response);
    const batch = csvLines(Array.from({ length: 20 }, (_, index) => [`row ${index}`, 'x'.repeat(20)]));
    let read = 0;
    let mostBuffered = 0;
    const reading = (async () => {
      for await (const chunk of response) {
        read += (chunk as Buffer).length;
        await sleep(1);
      }
    })();

    for (let index = 0; index < 200; index += 1) {
      await write(batch);
      mostBuffered = Math.max(mostBuffered, response.writableLength + response.readableLength);
    }
    response.end();
    await reading;

    expect(read).toBe(200 * Buffer.byteLength(batch));
    expect(mostBuffered).toBeLessThanOrEqual(2 * 1_024 + Buffer.byteLength(batch));
  });
});
