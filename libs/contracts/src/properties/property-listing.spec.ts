import { CEA_MESSAGES } from '../common/cea';
import { PropertyListingInputSchema, PropertySearchQuerySchema } from './property-listing';
import { PROPERTY_MESSAGES } from './property-listing.constants';

const valid = {
  title: 'Family Condo in Bishan',
  district: 'Bishan',
  addressLine: 'Bishan Street 21',
  type: 'condominium',
  bedrooms: 3,
  bathrooms: 2,
  floorAreaSqft: 1100,
  monthlyRent: 4800,
  description: 'Near Bishan MRT.',
  agentId: '3c9f4f7e-8a1b-4c2d-9e3f-4a5b6c7d8e9f',
};

const messages = (value: unknown) => PropertyListingInputSchema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('PropertyListingInputSchema', () => {
  it('fills the defaults of a new listing', () => {
    expect(PropertyListingInputSchema.parse(valid)).toEqual({
      ...valid,
      askingPrice: null,
      features: [],
      badge: null,
      status: 'available',
      photoIds: [],
      featured: false,
      featuredOrder: 0,
    });
  });

  it('needs a rent or a price, and tells it together with the other fields', () => {
    expect(messages({ ...valid, monthlyRent: null, title: '' })).toEqual([PROPERTY_MESSAGES.titleRequired, PROPERTY_MESSAGES.priceRequired]);
    expect(messages({ ...valid, monthlyRent: null, askingPrice: 1_250_000 })).toEqual([]);
  });

  it('refuses fractional or negative numbers, unknown types and a photo twice', () => {
    const photo = '0a6e9d0c-1f2b-4c3d-8e4f-5a6b7c8d9e01';
    expect(messages({ ...valid, bedrooms: 2.5, floorAreaSqft: 0, type: 'castle', photoIds: [photo, photo] })).toEqual([
      'Please select a property type',
      PROPERTY_MESSAGES.bedrooms,
      PROPERTY_MESSAGES.floorArea,
      'Each photo can be added once',
    ]);
  });

  it('needs a responsible agent', () => {
    expect(messages({ ...valid, agentId: undefined })).toEqual([CEA_MESSAGES.agentRequired]);
    expect(messages({ ...valid, agentId: 'someone' })).toEqual([CEA_MESSAGES.agentRequired]);
  });
});

describe('PropertySearchQuerySchema', () => {
  it('reads the filters of a URL, all optional, the first page by default', () => {
    expect(PropertySearchQuerySchema.parse({})).toEqual({ page: 1 });
    expect(PropertySearchQuerySchema.parse({ type: 'hdb', district: ' Tampines ', bedrooms: '3', maxPrice: '5000', page: '2' })).toEqual({
      type: 'hdb',
      district: 'Tampines',
      bedrooms: 3,
      maxPrice: 5000,
      page: 2,
    });
  });
});
