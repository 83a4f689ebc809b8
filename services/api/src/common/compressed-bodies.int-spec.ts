import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { ErrorBodySchema } from '@app/contracts';
import { useTestApp } from '../testing/test-app';

const NOT_COMPRESSED_MESSAGE = 'The request body could not be decompressed: it is not valid gzip, deflate or br data';
const UNSUBSCRIBE = JSON.stringify({ token: 'not-a-real-token' });

describe('compressed request bodies', () => {
  const context = useTestApp();

  /** Sends the bytes as they are: supertest would serialize a Buffer to JSON (its types say a serializer returns text). */
  const asIs = (bytes: Buffer) => bytes as unknown as string;
  const post = (encoding: string, body: Buffer) =>
    request(context.server)
      .post('/api/newsletter/unsubscribe')
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', encoding)
      .serialize(asIs)
      .send(body);

  it.each(['gzip', 'deflate', 'br'])('refuses a %s body that is not compressed with a JSON 400', async (encoding) => {
    const response = await post(encoding, Buffer.from(UNSUBSCRIBE));
    expect(response.status).toBe(400);
    expect(ErrorBodySchema.parse(response.body)).toEqual({ statusCode: 400, error: NOT_COMPRESSED_MESSAGE, message: NOT_COMPRESSED_MESSAGE });
  });

  it('refuses a gzip body cut short with a JSON 400', async () => {
    const response = await post('gzip', gzipSync(UNSUBSCRIBE).subarray(0, 12));
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(NOT_COMPRESSED_MESSAGE);
  });

  it.each([
    ['gzip', gzipSync],
    ['deflate', deflateSync],
    ['br', brotliCompressSync],
  ])('reads a well-formed %s body', async (encoding, compress) => {
    const response = await post(encoding, compress(UNSUBSCRIBE)).expect(400);
    expect(response.body.message).toBe('This unsubscribe link is not valid. Please use the link from our most recent e-mail.');
  });
});
