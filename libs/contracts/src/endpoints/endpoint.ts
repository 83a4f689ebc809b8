import type { z } from 'zod';
import { type AccountRole, ROLES, type Role } from '../common/role-names';

/** The parts of the API that browser caches are kept by and refreshed by: `invalidate('blog')`. */
export const API_AREAS = [
  'auth',
  'users',
  'blog',
  'site',
  'contact',
  'newsletter',
  'content',
  'media',
  'stats',
  'health',
  'seo',
  'inbox',
  'properties',
  'viewings',
  'tenancies',
  'maintenance',
  'portal',
  'owners',
  'rent',
] as const;
export type ApiArea = (typeof API_AREAS)[number];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Where the JSON API lives; every other path the server answers is a page, a file or a feed. */
export const API_PREFIX = '/api/';

/** The kinds of request body an endpoint takes. */
export type EndpointBody = 'json' | 'form' | 'multipart';

/** Who may call an endpoint: anyone, or a signed-in user holding one of these roles. */
export type EndpointAccess = 'public' | readonly AccountRole[];

/** Any signed-in staff member, whatever the role (never a tenant). */
export const SIGNED_IN: readonly Role[] = ROLES;

/**
 * Admins and super admins only: money (ledgers, payments, owners' fees and payees) and changes to tenancies
 * (decision 016). A content manager gets 403.
 */
export const MONEY_STAFF: readonly Role[] = ['super_admin', 'admin'];

/** A signed-in tenant only: the portal's own calls. */
export const TENANT_ONLY: readonly AccountRole[] = ['tenant'];

/** A signed-in owner only: the owner's view of the portal. */
export const OWNER_ONLY: readonly AccountRole[] = ['owner'];

/** Anyone signed in to the portal, tenant or owner. */
export const PORTAL_ROLES: readonly AccountRole[] = ['tenant', 'owner'];

/**
 * One API operation, the single place its method, path, payloads and access are written. Controllers take
 * their route and guards from it; the browser's calls, query keys and invalidation derive from it.
 */
export type Endpoint<
  Path extends string = string,
  Response extends z.ZodType | undefined = z.ZodType | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
> = {
  readonly area: ApiArea;
  readonly method: HttpMethod;
  /** Express-style path with `:params`, e.g. `/api/admin/users/:id`. */
  readonly path: Path;
  readonly access: EndpointAccess;
  readonly response?: Response;
  readonly body?: Body;
  readonly query?: Query;
  /**
   * The bodies it takes besides JSON (the default, and the only kind any other endpoint takes; others get 415):
   * 'form', a form-encoded post of a page for visitors without JavaScript; 'multipart', an upload, parsed by its handler.
   */
  readonly accepts?: EndpointBody;
  /**
   * Other sites' pages and servers may call it (the cross-site check lets it through): it acts on what it carries, a
   * signed token, never on a session. Its body is not read.
   */
  readonly crossSite?: true;
  /**
   * 'public': a successful call changes what visitors see. The server then renews the public content cache on every
   * API process and purges the CDN's copies named by `purges`, after the change is stored and before it answers.
   */
  readonly invalidates?: 'public';
  /**
   * The surrogate keys of the pages and reads the call changed, from its params, answer, or what its handler reported
   * changing (none: the cache only).
   */
  purges?(call: EndpointCall<Path, Response>): readonly string[];
};

/**
 * What a successful call was given and answered, for the keys its declared change purges. `changed`: the ids its
 * handler reported (reportChanged in the API), for a call whose path and answer do not name what it changed (a
 * listing's slug, a signed token, a page's redirect).
 */
export type EndpointCall<Path extends string, Response extends z.ZodType | undefined> = {
  readonly params: { readonly [Name in ParamNames<Path>]: string };
  readonly response: SchemaOutput<Response, unknown>;
  readonly changed?: ChangedIds;
};

/** The ids of what a call changed, by what they are (`listingId`). */
export type ChangedIds = { readonly listingId?: string };

export function defineEndpoint<
  const Path extends string,
  Response extends z.ZodType | undefined = undefined,
  Body extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
>(endpoint: Endpoint<Path, Response, Body, Query>): Endpoint<Path, Response, Body, Query> {
  return endpoint;
}

/** The schemas of one endpoint, each where it has one. */
export type EndpointSchemas = { readonly response?: z.ZodType; readonly body?: z.ZodType; readonly query?: z.ZodType };

/**
 * An endpoint the public pages call, written as a descriptor that knows its schemas' types but holds none of them:
 * a browser bundle that imports it loads no zod. `describeEndpoint<{ response: typeof PostSchema }>()({ ...descriptor })`;
 * the sibling `*.endpoint-schemas.ts` module attaches the schemas themselves (`attachSchemas`) for the catalogue.
 */
export function describeEndpoint<Schemas extends EndpointSchemas = Record<never, never>>() {
  return <const Path extends string>(
    descriptor: Omit<Endpoint<Path>, keyof EndpointSchemas>,
  ): Endpoint<Path, SchemaOf<Schemas, 'response'>, SchemaOf<Schemas, 'body'>, SchemaOf<Schemas, 'query'>> => descriptor;
}

type SchemaOf<Schemas extends EndpointSchemas, Kind extends keyof EndpointSchemas> = Schemas extends { readonly [K in Kind]: infer S extends z.ZodType }
  ? S
  : undefined;

/** The schemas an endpoint's type declares, each required: what `attachSchemas` must be given for it. */
export type DeclaredSchemas<E extends Endpoint> =
  E extends Endpoint<string, infer Response, infer Body, infer Query>
    ? Declared<'response', Response> & Declared<'body', Body> & Declared<'query', Query>
    : never;
type Declared<Kind extends string, S> = S extends z.ZodType ? { readonly [K in Kind]: S } : unknown;

/** The endpoints of a group of descriptors with their schemas attached: the entries of the catalogue. */
export function attachSchemas<Group extends Record<string, Endpoint>>(
  group: Group,
  schemas: { readonly [Name in keyof Group]: DeclaredSchemas<Group[Name]> },
): Group {
  const entries = Object.entries(group).map(([name, endpoint]) => [name, { ...endpoint, ...(schemas[name] as EndpointSchemas) }]);
  return Object.fromEntries(entries) as Group;
}

type ParamNames<Path extends string> = Path extends `${string}:${infer Param}/${infer Rest}`
  ? Param | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Param}`
    ? Param
    : never;

/** The values of an endpoint's `:params`, by name. */
export type PathParams<E extends Endpoint> = { [Name in ParamNames<E['path']>]: string };

/** What a successful call answers (unknown for endpoints that declare no response schema). */
export type ResponseOf<E extends Endpoint> = E extends Endpoint<string, infer Response> ? SchemaOutput<Response, unknown> : never;

/** What a call sends (before validation by the body schema). */
export type BodyOf<E extends Endpoint> = E extends Endpoint<string, z.ZodType | undefined, infer Body> ? SchemaInput<Body> : never;

export type QueryOf<E extends Endpoint> = E extends Endpoint<string, z.ZodType | undefined, z.ZodType | undefined, infer Query> ? SchemaInput<Query> : never;

type SchemaOutput<S, Otherwise> = S extends z.ZodType ? z.infer<S> : Otherwise;
type SchemaInput<S> = S extends z.ZodType ? z.input<S> : undefined;

/** The concrete URL of a call: params encoded into the path, then the query string (values in key order). */
export function endpointUrl<E extends Endpoint>(endpoint: E, params?: PathParams<E>, query?: Record<string, string | number | undefined>): string {
  const values = (params ?? {}) as Record<string, string>;
  const path = endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new TypeError(`${endpoint.method} ${endpoint.path} needs the parameter "${name}"`);
    return encodeURIComponent(value);
  });
  const queryString = Object.entries(query ?? {})
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return queryString ? `${path}?${queryString}` : path;
}

/** The same access, whatever the order of the roles. */
export function sameAccess(a: EndpointAccess, b: EndpointAccess): boolean {
  if (a === 'public' || b === 'public') return a === b;
  return a.length === b.length && a.every((role) => b.includes(role));
}
