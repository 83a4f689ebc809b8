import { PROPERTY_SEARCH_LIMITS, PROPERTY_TYPES, type PropertySearchQuery, containsNulCharacter } from '@app/contracts';

const FILTERS = ['type', 'district', 'bedrooms', 'minPrice', 'maxPrice'] as const;

const wholeNumber = (value: string) => {
  const number = Number(value);
  return Number.isInteger(number) && number >= 0 ? number : undefined;
};

/**
 * How each URL parameter is read: as PropertySearchQuerySchema reads it (search-params.spec.ts holds them to it), without
 * zod, which the public pages' first load does not carry.
 */
const READERS: { [Name in keyof PropertySearchQuery]-?: (value: string) => PropertySearchQuery[Name] | undefined } = {
  type: (value) => PROPERTY_TYPES.find((type) => type === value),
  district: (value) => {
    const district = value.trim();
    return district.length <= PROPERTY_SEARCH_LIMITS.districtLength && !containsNulCharacter(district) ? district || undefined : undefined;
  },
  bedrooms: wholeNumber,
  minPrice: wholeNumber,
  maxPrice: wholeNumber,
  page: (value) => {
    const page = wholeNumber(value);
    return page !== undefined && page >= 1 && page <= PROPERTY_SEARCH_LIMITS.lastPage ? page : undefined;
  },
};

/** The search a /properties URL asks for; a filter that does not parse is dropped rather than failing the page. */
export function searchFromParams(params: URLSearchParams): PropertySearchQuery {
  const search: PropertySearchQuery = { district: undefined, page: 1 };
  for (const name of Object.keys(READERS) as Array<keyof PropertySearchQuery>) {
    const value = params.get(name);
    const read = value ? READERS[name](value) : undefined;
    if (read !== undefined) Object.assign(search, { [name]: read });
  }
  return search;
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
