import type { NextFunction, Request, Response } from 'express';
import { AUTH_MESSAGES } from '@app/contracts';
import { isCrossSiteCall } from './endpoint-kinds';
import { sendError } from './send-error';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const SAME_SITE_FETCHES = new Set(['same-origin', 'none']);

/**
 * Refuses state-changing requests sent by another site's pages: their Origin is neither the site's public origin
 * nor the origin the request itself was addressed to (http://127.0.0.1:3000 as well as http://localhost:3000).
 * Without Origin, a browser's Sec-Fetch-Site must say same-origin or none; requests with neither header come from
 * non-browser clients, which carry no ambient cookies of a victim. The catalogue's `crossSite` endpoints are let
 * through deliberately: checked by what they carry instead of where they come from, such as RFC 8058's one-click
 * unsubscribe, which mail providers POST server-side (sometimes with their own Origin), acting only on the signed
 * token of the link in its query, so a forged post can do no more than the link itself.
 */
export function refuseCrossSite(publicUrl: string) {
  const publicOrigin = new URL(publicUrl).origin;
  return (request: Request, response: Response, next: NextFunction) => {
    if (!STATE_CHANGING.has(request.method) || isCrossSiteCall(request) || isSameSite(request, publicOrigin)) return next();
    sendError(response, 403, AUTH_MESSAGES.crossSite);
  };
}

function isSameSite(request: Request, publicOrigin: string): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) return origin === publicOrigin || origin === `${request.protocol}://${request.headers.host}`;
  const fetchSite = request.headers['sec-fetch-site'];
  return fetchSite === undefined || SAME_SITE_FETCHES.has(String(fetchSite));
}
