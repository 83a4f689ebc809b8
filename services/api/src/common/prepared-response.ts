import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { setSurrogateKeys } from './surrogate-keys';

// An answer of any content type prepared once (body, gzip, brotli, ETag) by `prepareResponse`, then sent as often as
// asked by `sendPrepared`: it picks br > gzip > identity from Accept-Encoding, answers a matching If-None-Match with 304.

/**
 * Public answers that change when staff publish: browsers revalidate every time (max-age=0, a 304 when unchanged),
 * a CDN keeps them 60 s and may serve a stale copy for 5 more minutes while it refreshes, so a publish shows
 * within a minute behind a CDN and at once without one.
 */
export const PUBLIC_READ_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

/** A successful public read: cacheable, with its surrogate keys (an error keeps the API's no-store). */
export function publicRead<T>(response: ServerResponse, answer: T, surrogateKeys: readonly string[]): T {
  response.setHeader('Cache-Control', PUBLIC_READ_CACHE_CONTROL);
  setSurrogateKeys(response, surrogateKeys);
  return answer;
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** What one content-coding of a prepared answer sends: its bytes and its own strong ETag (RFC 9110 §8.8.3). */
type Representation = { readonly bytes: Buffer; readonly etag: string; readonly encoding: 'br' | 'gzip' | null; readonly length: string };

export type PreparedResponse = {
  readonly body: Buffer;
  readonly gzip: Buffer;
  readonly br: Buffer;
  /** The ETag of the identity body; the compressed ones carry it with a `-gzip` or `-br` suffix. */
  readonly etag: string;
  readonly contentType: string;
  readonly representations: { readonly identity: Representation; readonly gzip: Representation; readonly br: Representation };
  /** Every ETag above: a client holding any of them holds this content. */
  readonly etags: ReadonlySet<string>;
  /** What the answer shows, for the CDN to purge it by (see setSurrogateKeys). */
  readonly surrogateKeys: readonly string[];
  /** Headers of its own sent with it (a list's `Link` to its other pages). */
  readonly headers: Readonly<Record<string, string>>;
};

export type Encoding = keyof PreparedResponse['representations'];

/** Compresses `body` both ways (off the event loop, at the best ratio: it happens once per content). */
export async function prepareResponse(
  body: string | Buffer,
  contentType: string,
  surrogateKeys: readonly string[] = [],
  headers: Readonly<Record<string, string>> = {},
): Promise<PreparedResponse> {
  const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
        [zlib.BROTLI_PARAM_MODE]: contentType.startsWith('text/') || contentType.includes('json') ? zlib.BROTLI_MODE_TEXT : zlib.BROTLI_MODE_GENERIC,
        [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipped(bytes, { level: zlib.Z_BEST_COMPRESSION }),
  ]);
  const hash = createHash('sha256').update(bytes).digest('base64url').slice(0, 27);
  const identity = representation(bytes, `"${hash}"`, null);
  // A coding that does not make the body smaller (tiny answers) is not worth a decoding step: send identity instead.
  const representations = {
    identity,
    gzip: gz.length < bytes.length ? representation(gz, `"${hash}-gzip"`, 'gzip') : identity,
    br: br.length < bytes.length ? representation(br, `"${hash}-br"`, 'br') : identity,
  };
  const etags = new Set(Object.values(representations).map((each) => each.etag));
  return { body: bytes, gzip: gz, br, etag: identity.etag, contentType, representations, etags, surrogateKeys, headers };
}

/** `value` as JSON, prepared: the serialization happens here, once. */
export function prepareJson(value: unknown, surrogateKeys: readonly string[] = [], headers: Readonly<Record<string, string>> = {}): Promise<PreparedResponse> {
  return prepareResponse(JSON.stringify(value), 'application/json; charset=utf-8', surrogateKeys, headers);
}

/**
 * Sends `prepared` with `Cache-Control: cacheControl` and its surrogate keys: 304 when If-None-Match names it, else
 * the best encoding the client accepts (Content-Encoding set here, so a compression middleware leaves it alone), no
 * body for HEAD.
 */
export function sendPrepared(request: IncomingMessage, response: ServerResponse, prepared: PreparedResponse, cacheControl: string, status = 200): void {
  const chosen = prepared.representations[preferredEncoding(request.headers['accept-encoding'])];
  response.setHeader('Cache-Control', cacheControl);
  response.setHeader('Vary', varyOnAcceptEncoding(response.getHeader('Vary')));
  response.setHeader('ETag', chosen.etag);
  setSurrogateKeys(response, prepared.surrogateKeys);
  for (const [name, value] of Object.entries(prepared.headers)) response.setHeader(name, value);
  const isRead = request.method === 'GET' || request.method === 'HEAD';
  if (status === 200 && isRead && isFresh(request.headers['if-none-match'], prepared.etags)) {
    response.statusCode = 304;
    response.end();
    return;
  }
  response.statusCode = status;
  response.setHeader('Content-Type', prepared.contentType);
  response.setHeader('Content-Length', chosen.length);
  if (chosen.encoding) response.setHeader('Content-Encoding', chosen.encoding);
  if (request.method === 'HEAD') response.end();
  else response.end(chosen.bytes);
}

function representation(bytes: Buffer, etag: string, encoding: Representation['encoding']): Representation {
  return { bytes, etag, encoding, length: String(bytes.length) };
}

/** If-None-Match holds one of our ETags (weak comparison, RFC 9110 §13.1.2), or `*`. */
function isFresh(ifNoneMatch: string | undefined, etags: ReadonlySet<string>): boolean {
  if (!ifNoneMatch) return false;
  if (etags.has(ifNoneMatch)) return true;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || etags.has(trimmed.startsWith('W/') ? trimmed.slice(2) : trimmed);
  });
}

function varyOnAcceptEncoding(current: ReturnType<ServerResponse['getHeader']>): string {
  if (current === undefined) return 'Accept-Encoding';
  const text = Array.isArray(current) ? current.join(', ') : String(current);
  return /(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(text) ? text : `${text}, Accept-Encoding`;
}

/** Browsers send a handful of distinct Accept-Encoding values: each is parsed once. */
const ENCODING_BY_HEADER = new Map<string, Encoding>();
const ENCODING_CACHE_LIMIT = 256;

/** br, else gzip, else identity: the first the client accepts (q > 0), the client's higher q winning a tie-break. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  let chosen = ENCODING_BY_HEADER.get(acceptEncoding);
  if (chosen === undefined) {
    chosen = negotiate(acceptEncoding);
    if (ENCODING_BY_HEADER.size >= ENCODING_CACHE_LIMIT) ENCODING_BY_HEADER.clear();
    ENCODING_BY_HEADER.set(acceptEncoding, chosen);
  }
  return chosen;
}

function negotiate(acceptEncoding: string): Encoding {
  const quality = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [coding = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    if (!coding) continue;
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const value = q ? Number(q.slice(2)) : 1;
    quality.set(coding, Number.isFinite(value) ? value : 0);
  }
  const qualityOf = (coding: string) => quality.get(coding) ?? quality.get('*') ?? 0;
  const br = qualityOf('br');
  const gz = Math.max(qualityOf('gzip'), quality.get('x-gzip') ?? 0);
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return 'identity';
}
