import { applyDecorators, RequestMapping, RequestMethod, SetMetadata } from '@nestjs/common';
import { API_PREFIX, type Endpoint as CatalogueEntry } from '@app/contracts';
import { Roles } from './roles.decorator';
import { Public } from './public.decorator';

/** Metadata key under which a handler keeps the catalogue entry it serves. */
export const CATALOGUE_ENTRY = 'catalogueEntry';

/** The route Nest registers for a catalogue path: relative to the global /api prefix, or to the site's root. */
function routePath(path: string): string {
  return path.startsWith(API_PREFIX) ? path.slice(API_PREFIX.length) : path.slice(1);
}

/**
 * Serves one entry of the endpoint catalogue: its method and path become the route, and its access the guards'
 * decision (@Public, or @Roles), so a controller cannot drift from the catalogue. Controllers carry no path.
 */
export function Endpoint(endpoint: CatalogueEntry) {
  const access = endpoint.access === 'public' ? Public() : Roles(...endpoint.access);
  const route = RequestMapping({ method: RequestMethod[endpoint.method], path: routePath(endpoint.path) });
  return applyDecorators(route, access, SetMetadata(CATALOGUE_ENTRY, endpoint));
}
