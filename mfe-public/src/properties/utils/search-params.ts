import { PropertySearchQuerySchema, type PropertySearchQuery } from '@app/contracts';

const FILTERS = ['type', 'district', 'bedrooms', 'minPrice', 'maxPrice'] as const;

/** The search a /properties URL asks for; a filter that does not parse is dropped rather than failing the page. */
export function searchFromParams(params: URLSearchParams): PropertySearchQuery {
  const entries = [...FILTERS, 'page'].flatMap((name) => {
    const value = params.get(name);
    if (!value) return [];
    const parsed = PropertySearchQuerySchema.shape[name as keyof PropertySearchQuery].safeParse(value);
    return parsed.success && parsed.data !== undefined ? [[name, parsed.data]] : [];
  });
  return PropertySearchQuerySchema.parse(Object.fromEntries(entries));
}

/** The URL parameters of a search: only the filters set, and the page when past the first. */
export function paramsFromSearch(search: Partial<PropertySearchQuery>): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of FILTERS) {
    const value = search[name];
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  if (search.page && search.page > 1) params.set('page', String(search.page));
  return params;
}
