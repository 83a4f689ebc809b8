import { PropertySearchQuerySchema, type PropertySearchQuery } from '@app/contracts';
import { paramsFromSearch, searchFromParams } from './search-params';

/** What the schema makes of the same parameters, each one that does not parse dropped (the page's rule). */
function bySchema(params: URLSearchParams): PropertySearchQuery {
  const entries = [...params].flatMap(([name, value]) => {
    const field = PropertySearchQuerySchema.shape[name as keyof PropertySearchQuery];
    const parsed = value ? field?.safeParse(value) : undefined;
    return parsed?.success && parsed.data !== undefined ? [[name, parsed.data]] : [];
  });
  return PropertySearchQuerySchema.parse(Object.fromEntries(entries));
}

describe('searchFromParams', () => {
  it.each([
    '',
    'type=condominium&district=Bishan&bedrooms=3&minPrice=2000&maxPrice=6000&page=2',
    'type=castle&district=%20%20&bedrooms=-1&minPrice=1.5&maxPrice=abc&page=0',
    'type=HDB&district=%20Tampines%20&bedrooms=%203%20&page=1001',
    `district=${'D'.repeat(81)}&page=1000&maxPrice=1e4`,
    'district=Bishan%00&bedrooms=Infinity&minPrice=0x10&page=2.5',
    'type=co-living&bedrooms=0&minPrice=0&unknown=1',
  ])('reads %j as the search query schema does', (query) => {
    const params = new URLSearchParams(query);
    expect(searchFromParams(params)).toEqual(bySchema(params));
  });

  it('writes back only the filters set, and the page past the first', () => {
    expect(paramsFromSearch({ type: 'hdb', district: '', bedrooms: 2, page: 1 }).toString()).toBe('type=hdb&bedrooms=2');
    expect(paramsFromSearch(searchFromParams(new URLSearchParams('district=Bishan&page=3'))).toString()).toBe('district=Bishan&page=3');
  });
});
