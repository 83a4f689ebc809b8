import type { Request } from 'express';
import { ENDPOINT_CATALOGUE, type Endpoint } from '@app/contracts';

type RequestTest = (request: Request) => boolean;

/** A catalogue path as a pattern of the request paths it answers (`:id` stands for one path segment). */
function pathPattern(path: string): RegExp {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/:[A-Za-z0-9_]+/g, '[^/]+')}$`);
}

/**
 * Whether a request is addressed to one of the catalogue's endpoints that `kind` picks, by method and full path
 * (`baseUrl` is where a middleware is mounted, /api, or empty in a route's handling).
 */
function requestsTo(kind: (endpoint: Endpoint) => boolean): RequestTest {
  const routes = ENDPOINT_CATALOGUE.filter(kind).map((endpoint) => ({ method: endpoint.method, pattern: pathPattern(endpoint.path) }));
  return (request) => {
    const path = request.baseUrl + request.path;
    return routes.some((route) => route.method === request.method && route.pattern.test(path));
  };
}

/** A public form's post for visitors without JavaScript: it may be form-encoded. */
export const isFormPost = requestsTo((endpoint) => endpoint.accepts === 'form');

/** An upload, which parses its multipart/form-data body itself. */
export const isMultipartUpload = requestsTo((endpoint) => endpoint.accepts === 'multipart');

/** A call other sites make on purpose (RFC 8058's one-click unsubscribe): no cross-site check, no body read. */
export const isCrossSiteCall = requestsTo((endpoint) => endpoint.crossSite === true);
