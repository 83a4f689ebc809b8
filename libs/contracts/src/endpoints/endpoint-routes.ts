import type { z } from 'zod';
import { type ApiArea, type Endpoint, type EndpointAccess, type EndpointSchemas, type HttpMethod, defineEndpoint, describeEndpoint } from './endpoint';

type Schema = z.ZodType | undefined;

/** What an entry says besides its area, method and path; its access only where it differs from its group's. */
type RouteDetails<Path extends string, Response extends Schema, Body extends Schema, Query extends Schema> = Omit<
  Endpoint<Path, Response, Body, Query>,
  'area' | 'method' | 'path' | 'access'
> & { readonly access?: EndpointAccess };

/** What a public descriptor says besides its area, method and path (its schemas are attached elsewhere). */
type DescriptorDetails<Path extends string> = Omit<Endpoint<Path>, 'area' | 'method' | 'path' | 'access' | keyof EndpointSchemas>;

/**
 * The entries of one area that the same roles may call, written as routes: `const rent = endpointsOf('rent', MONEY_STAFF)`,
 * then `overdue: rent.get('/api/admin/rent/overdue', { response: OverdueTotalSchema })`. Each is a `defineEndpoint` entry.
 */
export function endpointsOf(area: ApiArea, access: EndpointAccess) {
  const route =
    (method: HttpMethod) =>
    <const Path extends string, Response extends Schema = undefined, Body extends Schema = undefined, Query extends Schema = undefined>(
      path: Path,
      details?: RouteDetails<Path, Response, Body, Query>,
    ) =>
      defineEndpoint<Path, Response, Body, Query>({ area, method, path, access, ...details });
  return { get: route('GET'), post: route('POST'), put: route('PUT'), delete: route('DELETE') };
}

/**
 * The public pages' descriptors of one area (see `describeEndpoint`), written as routes:
 * `recent: blog.get<{ response: typeof BlogPostSummaryListSchema }>()('/api/blog-posts/recent')`.
 */
export function publicDescriptorsOf(area: ApiArea) {
  const route =
    (method: HttpMethod) =>
    <Schemas extends EndpointSchemas = Record<never, never>>() =>
    <const Path extends string>(path: Path, details?: DescriptorDetails<Path>) =>
      describeEndpoint<Schemas>()<Path>({ area, method, path, access: 'public', ...details });
  return { get: route('GET'), post: route('POST') };
}
