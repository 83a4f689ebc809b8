import type { NextFunction, Request, Response } from 'express';
import { AUTH_MESSAGES } from '@app/contracts';
import { sendError } from './json-body.middleware';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const SAME_SITE_FETCHES = new Set(['same-origin', 'none']);

/**
 * Refuses state-changing requests sent by another site's pages: their Origin is neither the site's public origin
 * nor the origin the request itself was addressed to (http://127.0.0.1:3000 as well as http://localhost:3000).
 * Without Origin, a browser's Sec-Fetch-Site must say same-origin or none; requests with neither header come from
 * non-browser clients, which carry no ambient cookies of a victim.
 */
export function refuseCrossSite(publicUrl: string) {
  const publicOrigin = new URL(publicUrl).origin;
  return (request: Request, response: Response, next: NextFunction) => {
    if (!STATE_CHANGING.has(request.method) || isSameSite(request, publicOrigin)) return next();
    sendError(response, 403, AUTH_MESSAGES.crossSite);
  };
}

function isSameSite(request: Request, publicOrigin: string): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) return origin === publicOrigin || origin === `${request.protocol}://${request.headers.host}`;
  const fetchSite = request.headers['sec-fetch-site'];
  return fetchSite === undefined || SAME_SITE_FETCHES.has(String(fetchSite));
}
