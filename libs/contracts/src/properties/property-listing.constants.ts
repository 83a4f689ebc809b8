// Zod-free: the public site's pages (property cards, listing pages) import these without the schemas.

export const PROPERTY_TYPES = ['hdb', 'condominium', 'landed', 'co-living', 'commercial'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const PROPERTY_TYPE_LABELS: Record<PropertyType, string> = {
  hdb: 'HDB',
  condominium: 'Condominium',
  landed: 'Landed',
  'co-living': 'Co-Living',
  commercial: 'Commercial',
};

/** available and let are shown on the public site; sold and hidden are not. */
export const PROPERTY_STATUSES = ['available', 'let', 'sold', 'hidden'] as const;
export type PropertyStatus = (typeof PROPERTY_STATUSES)[number];
export const PUBLIC_PROPERTY_STATUSES: readonly PropertyStatus[] = ['available', 'let'];

export const PROPERTY_STATUS_LABELS: Record<PropertyStatus, string> = {
  available: 'Available',
  let: 'Let',
  sold: 'Sold',
  hidden: 'Hidden',
};

/** A listing's reference: HL- and a number from the properties' sequence. */
export const PROPERTY_REFERENCE_PATTERN = /^HL-\d{4,9}$/;

export const MAX_PROPERTY_PHOTOS = 20;
export const MAX_PROPERTY_FEATURES = 12;

/** Validation texts in the manner of SPEC §5, shown by the form and returned by the API. */
export const PROPERTY_MESSAGES = {
  titleRequired: 'Title is required',
  districtRequired: 'District is required',
  addressRequired: 'Address is required',
  descriptionRequired: 'Please describe the property',
  bedrooms: 'Bedrooms must be a whole number from 0 to 20',
  bathrooms: 'Bathrooms must be a whole number from 0 to 20',
  floorArea: 'Floor area must be a whole number of square feet above 0',
  price: 'Prices are whole Singapore dollars above 0',
  priceRequired: 'Enter a monthly rent, an asking price or both',
  tooManyPhotos: `A listing has at most ${MAX_PROPERTY_PHOTOS} photos`,
  tooManyFeatures: `A listing has at most ${MAX_PROPERTY_FEATURES} features`,
  photoMissing: 'A chosen photo is no longer in the media library',
  notFound: 'Property not found',
} as const;

export const PROPERTIES_PAGE_SIZE = 9;

/** Bounds of the /properties search (its URL and GET /api/properties's query). */
export const PROPERTY_SEARCH_LIMITS = { districtLength: 80, lastPage: 1000 } as const;
