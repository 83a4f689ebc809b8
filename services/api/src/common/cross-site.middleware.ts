import type { NextFunction, Request, Response } from 'express';
import { API_PREFIX, AUTH_MESSAGES, NEWSLETTER_ENDPOINTS } from '@app/contracts';
import { sendError } from './json-body.middleware';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const SAME_SITE_FETCHES = new Set(['same-origin', 'none']);

/**
 * Routes that other sites post to on purpose, checked by what they carry instead of where they come from: RFC 8058's
 * one-click unsubscribe, which mail providers POST server-side (sometimes with their own Origin), acting only on the
 * signed token of the link in its query, so a forged post can do no more than the link itself. Paths under /api.
 */
export const CROSS_SITE_ROUTES: readonly string[] = [NEWSLETTER_ENDPOINTS.unsubscribeOneClick.path.slice(API_PREFIX.length - 1)];

/**
 * Refuses state-changing requests sent by another site's pages: their Origin is neither the site's public origin
 * nor the origin the request itself was addressed to (http://127.0.0.1:3000 as well as http://localhost:3000).
 * Without Origin, a browser's Sec-Fetch-Site must say same-origin or none; requests with neither header come from
 * non-browser clients, which carry no ambient cookies of a victim. CROSS_SITE_ROUTES are let through deliberately.
 */
export function refuseCrossSite(publicUrl: string) {
  const publicOrigin = new URL(publicUrl).origin;
  return (request: Request, response: Response, next: NextFunction) => {
    if (!STATE_CHANGING.has(request.method) || CROSS_SITE_ROUTES.includes(request.path) || isSameSite(request, publicOrigin)) return next();
    sendError(response, 403, AUTH_MESSAGES.crossSite);
  };
}

function isSameSite(request: Request, publicOrigin: string): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) return origin === publicOrigin || origin === `${request.protocol}://${request.headers.host}`;
  const fetchSite = request.headers['sec-fetch-site'];
  return fetchSite === undefined || SAME_SITE_FETCHES.has(String(fetchSite));
}
