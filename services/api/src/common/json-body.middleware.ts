import express, { type NextFunction, type Request, type Response } from 'express';
import { isCrossSiteCall, isFormPost, isMultipartUpload } from './endpoint-kinds';
import { sendError } from './send-error';

const JSON_BODY_LIMIT = '256kb';

type BodyParserError = Error & { type?: string; errno?: number };

/** Our name for a body that its Content-Encoding says is compressed but that zlib or brotli cannot read. */
const NOT_DECOMPRESSIBLE = 'encoding.invalid';

const PARSER_ERRORS: Record<string, { statusCode: number; message: string }> = {
  'entity.parse.failed': { statusCode: 400, message: 'The request body is not valid JSON' },
  'entity.too.large': { statusCode: 413, message: 'The request body is too large' },
  'encoding.unsupported': { statusCode: 415, message: 'The request body encoding is not supported' },
  'charset.unsupported': { statusCode: 415, message: 'The request body charset is not supported' },
  [NOT_DECOMPRESSIBLE]: { statusCode: 400, message: 'The request body could not be decompressed: it is not valid gzip, deflate or br data' },
};

function hasBody(request: Request) {
  return request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;
}

/**
 * API bodies are JSON, as each endpoint's `accepts` in the catalogue says: a form or text body is refused with 415
 * before any route sees it, but on the public forms' routes for visitors without JavaScript (`accepts: 'form'`),
 * which also take a form-encoded body; a cross-site HTML form posting there is refused before, by refuseCrossSite.
 * Uploads (`accepts: 'multipart'`) parse multipart themselves. A cross-site call's body is not read at all.
 */
export function jsonBodyOnly() {
  const parseJson = express.json({ limit: JSON_BODY_LIMIT });
  const parseForm = express.urlencoded({ extended: false, limit: JSON_BODY_LIMIT });
  return (request: Request, response: Response, next: NextFunction) => {
    // RFC 8058's one-click body is always `List-Unsubscribe=One-Click` (form-encoded or multipart): nothing to read in it.
    if (!hasBody(request) || isCrossSiteCall(request)) return next();
    if (request.is('application/json')) return parseJson(request, response, next);
    if (request.is('application/x-www-form-urlencoded') && isFormPost(request)) return parseForm(request, response, next);
    if (request.is('multipart/form-data') && isMultipartUpload(request)) return next();
    sendError(response, 415, 'Send the request body as JSON (Content-Type: application/json)');
  };
}

/** body-parser passes a zlib or brotli failure on as it is: no type, only zlib's errno. */
function parserErrorType(error: BodyParserError, request: Request): string {
  if (error.type) return error.type;
  const compressed = (request.headers['content-encoding'] ?? 'identity') !== 'identity';
  return compressed && typeof error.errno === 'number' ? NOT_DECOMPRESSIBLE : '';
}

/** Turns JSON parser failures into the API's error body. */
export function jsonBodyErrors(error: BodyParserError, request: Request, response: Response, next: NextFunction) {
  const known = PARSER_ERRORS[parserErrorType(error, request)];
  if (!known) return next(error);
  sendError(response, known.statusCode, known.message);
}
