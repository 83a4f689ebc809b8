import express, { type NextFunction, type Request, type Response } from 'express';
import {
  API_PREFIX,
  CONDITION_REPORT_ENDPOINTS,
  type Endpoint,
  type ErrorBody,
  MAINTENANCE_ENDPOINTS,
  MEDIA_ENDPOINTS,
  PORTAL_ENDPOINTS,
  RENT_PORTAL_ENDPOINTS,
} from '@app/contracts';
import { isFormPost } from './form-routes';
import { CROSS_SITE_ROUTES } from './cross-site.middleware';

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

export function sendError(response: Response, statusCode: number, message: string) {
  const body: ErrorBody = { statusCode, error: message, message };
  response.status(statusCode).json(body);
}

/** A catalogue path as a pattern of the paths under /api it answers (`:id` stands for one path segment). */
function pathPattern(endpoint: Endpoint): RegExp {
  const relative = endpoint.path.slice(API_PREFIX.length - 1).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${relative.replace(/:[A-Za-z0-9_]+/g, '[^/]+')}$`);
}

/** Upload routes (paths under /api) that take multipart/form-data; any other route refuses it. */
export const MULTIPART_UPLOAD_PATHS: readonly RegExp[] = [
  MEDIA_ENDPOINTS.upload,
  MAINTENANCE_ENDPOINTS.addPhotos,
  PORTAL_ENDPOINTS.addPhotos,
  RENT_PORTAL_ENDPOINTS.addScreenshot,
  CONDITION_REPORT_ENDPOINTS.addPhotos,
].map(pathPattern);

function hasBody(request: Request) {
  return request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;
}

/**
 * API bodies are JSON only: a form or text body is refused with 415 before any route sees it, but on the public
 * forms' routes for visitors without JavaScript (isFormPost), which also take a form-encoded body. A cross-site
 * HTML form posting there is refused before, by refuseCrossSite.
 * `multipartPaths` lists the upload routes, which parse multipart themselves. The one-click unsubscribe's body is not
 * read at all.
 */
export function jsonBodyOnly(multipartPaths: readonly RegExp[] = MULTIPART_UPLOAD_PATHS) {
  const parseJson = express.json({ limit: JSON_BODY_LIMIT });
  const parseForm = express.urlencoded({ extended: false, limit: JSON_BODY_LIMIT });
  return (request: Request, response: Response, next: NextFunction) => {
    // RFC 8058's one-click body is always `List-Unsubscribe=One-Click` (form-encoded or multipart): nothing to read in it.
    if (!hasBody(request) || CROSS_SITE_ROUTES.includes(request.path)) return next();
    if (request.is('application/json')) return parseJson(request, response, next);
    if (request.is('application/x-www-form-urlencoded') && isFormPost(request)) return parseForm(request, response, next);
    if (request.is('multipart/form-data') && multipartPaths.some((pattern) => pattern.test(request.path))) return next();
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
