import { z } from 'zod';
import { CEA_MESSAGES } from '../common/cea';
import { isUuid } from '../common/ids';
import { pageOf, searchablePageQuery } from '../common/pages';
import { textInput } from '../common/text';
import { ResponsiveImageSourceSchema } from '../media/responsive-image-source';
import {
  MAX_PROPERTY_FEATURES,
  MAX_PROPERTY_PHOTOS,
  PROPERTY_MESSAGES,
  PROPERTY_SEARCH_LIMITS,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
} from './property-listing.constants';

export const PropertyTypeSchema = z.enum(PROPERTY_TYPES, { error: 'Please select a property type' });
export const PropertyStatusSchema = z.enum(PROPERTY_STATUSES, { error: 'Please select a status' });

const count = (message: string) => z.number({ error: message }).int(message).min(0, message).max(20, message);
const price = z
  .number({ error: PROPERTY_MESSAGES.price })
  .int(PROPERTY_MESSAGES.price)
  .positive(PROPERTY_MESSAGES.price)
  .max(1_000_000_000, PROPERTY_MESSAGES.price);

/** Body of POST /api/admin/properties and PUT /api/admin/properties/{id}; the form validates with the same schema. */
export const PropertyListingInputSchema = z
  .object({
    title: textInput({ error: PROPERTY_MESSAGES.titleRequired })
      .trim()
      .min(1, PROPERTY_MESSAGES.titleRequired)
      .max(200, 'Title must be at most 200 characters'),
    district: textInput({ error: PROPERTY_MESSAGES.districtRequired })
      .trim()
      .min(1, PROPERTY_MESSAGES.districtRequired)
      .max(80, 'District must be at most 80 characters'),
    addressLine: textInput({ error: PROPERTY_MESSAGES.addressRequired })
      .trim()
      .min(1, PROPERTY_MESSAGES.addressRequired)
      .max(200, 'Address must be at most 200 characters'),
    type: PropertyTypeSchema,
    bedrooms: count(PROPERTY_MESSAGES.bedrooms),
    bathrooms: count(PROPERTY_MESSAGES.bathrooms),
    floorAreaSqft: z
      .number({ error: PROPERTY_MESSAGES.floorArea })
      .int(PROPERTY_MESSAGES.floorArea)
      .positive(PROPERTY_MESSAGES.floorArea)
      .max(1_000_000, PROPERTY_MESSAGES.floorArea),
    monthlyRent: price.nullable().default(null),
    askingPrice: price.nullable().default(null),
    description: textInput({ error: PROPERTY_MESSAGES.descriptionRequired })
      .trim()
      .min(1, PROPERTY_MESSAGES.descriptionRequired)
      .max(5000, 'Description must be at most 5000 characters'),
    features: z
      .array(textInput().trim().min(1, 'A feature cannot be empty').max(80, 'A feature is at most 80 characters'))
      .max(MAX_PROPERTY_FEATURES, PROPERTY_MESSAGES.tooManyFeatures)
      .default([]),
    badge: textInput()
      .trim()
      .max(40, 'Badge must be at most 40 characters')
      .nullable()
      .default(null)
      .transform((value) => value || null),
    status: PropertyStatusSchema.default('available'),
    /** The responsible agent (a staff account); available and let need one with a CEA registration number and a phone. */
    agentId: z.string({ error: CEA_MESSAGES.agentRequired }).refine(isUuid, CEA_MESSAGES.agentRequired),
    /** Media library ids in gallery order; the first is the cover. */
    photoIds: z
      .array(z.string().refine(isUuid, PROPERTY_MESSAGES.photoMissing))
      .max(MAX_PROPERTY_PHOTOS, PROPERTY_MESSAGES.tooManyPhotos)
      .refine((ids) => new Set(ids).size === ids.length, 'Each photo can be added once')
      .default([]),
    featured: z.boolean().default(false),
    /** Position among the featured listings on the home page, lowest first. */
    featuredOrder: z
      .number({ error: 'Order must be a whole number from 0 to 999' })
      .int()
      .min(0)
      .max(999, 'Order must be a whole number from 0 to 999')
      .default(0),
  })
  .refine((listing) => listing.monthlyRent !== null || listing.askingPrice !== null, {
    path: ['monthlyRent'],
    message: PROPERTY_MESSAGES.priceRequired,
    // Told together with the other fields' messages, as long as the two prices themselves are readable.
    when: ({ issues }) => !issues.some((issue) => issue.path?.[0] === 'monthlyRent' || issue.path?.[0] === 'askingPrice'),
  });
export type PropertyListingInput = z.input<typeof PropertyListingInputSchema>;
export type PropertyListingValues = z.output<typeof PropertyListingInputSchema>;

/** One photo of a listing: its media item, a square thumbnail and, once processed, its responsive variants. */
export const PropertyPhotoSchema = z.object({
  mediaId: z.string(),
  thumbnailUrl: z.string().nullable(),
  source: ResponsiveImageSourceSchema.nullable(),
});
export type PropertyPhoto = z.infer<typeof PropertyPhotoSchema>;

/** A listing as visitors see it (GET /api/properties, /api/properties/{slug}). */
export const PublicPropertyListingSchema = z.object({
  id: z.string(),
  /** Short code staff and visitors quote, e.g. HL-1001; enquiries about the listing carry it. */
  reference: z.string(),
  slug: z.string(),
  title: z.string(),
  district: z.string(),
  addressLine: z.string(),
  type: PropertyTypeSchema,
  bedrooms: z.number().int(),
  bathrooms: z.number().int(),
  floorAreaSqft: z.number().int(),
  monthlyRent: z.number().int().nullable(),
  askingPrice: z.number().int().nullable(),
  description: z.string(),
  features: z.array(z.string()),
  badge: z.string().nullable(),
  status: PropertyStatusSchema,
  /** Gallery order, cover first; only photos whose processing finished. */
  photos: z.array(PropertyPhotoSchema),
  /** A bundled illustration shown when the listing has no photo (the sample listings). */
  fallbackImage: z.string().nullable(),
  updatedAt: z.string(),
});
export type PublicPropertyListing = z.infer<typeof PublicPropertyListingSchema>;

/** The CEA details of a listing's responsible agent that its page shows; never the e-mail or anything else. */
export const ListingAgentSchema = z.object({
  name: z.string(),
  registrationNumber: z.string(),
  /** +65 9123 4567 */
  phone: z.string(),
});
export type ListingAgent = z.infer<typeof ListingAgentSchema>;

/** One listing's page (GET /api/properties/listing/{slug}): the listing and its agent's CEA details. */
export const PublicPropertyListingDetailSchema = PublicPropertyListingSchema.extend({ agent: ListingAgentSchema });
export type PublicPropertyListingDetail = z.infer<typeof PublicPropertyListingDetailSchema>;

/** A listing as staff manage it: every status, every chosen photo (ready or not) and the home page settings. */
export const PropertyListingSchema = PublicPropertyListingSchema.extend({
  /** Null only when the agent's account was deleted: the listing is then not shown until staff choose another. */
  agentId: z.string().nullable(),
  featured: z.boolean(),
  featuredOrder: z.number().int(),
  createdAt: z.string(),
});
export type PropertyListing = z.infer<typeof PropertyListingSchema>;
/** Query of GET /api/admin/properties: a search of title, reference, address and district, a status, and the page, newest first. */
export const PropertyListingQuerySchema = searchablePageQuery({ status: PropertyStatusSchema.optional() }, 25);
export type PropertyListingQuery = z.output<typeof PropertyListingQuerySchema>;
export type PropertyListingQueryInput = z.input<typeof PropertyListingQuerySchema>;
/** Body of GET /api/admin/properties: one page of listings, newest first, with the total of matches. */
export const PropertyListingPageSchema = pageOf(PropertyListingSchema);
export type PropertyListingPage = z.infer<typeof PropertyListingPageSchema>;

const optionalWholeNumber = z.coerce.number({ error: 'Use a whole number' }).int('Use a whole number').min(0, 'Use a whole number').optional();

/** Query of GET /api/properties, also the /properties page's URL: every filter optional. */
export const PropertySearchQuerySchema = z.object({
  type: PropertyTypeSchema.optional(),
  district: textInput()
    .trim()
    .max(PROPERTY_SEARCH_LIMITS.districtLength)
    .optional()
    .transform((value) => value || undefined),
  /** At least this many bedrooms. */
  bedrooms: optionalWholeNumber,
  /** A listing matches when its monthly rent or its asking price lies in the range. */
  minPrice: optionalWholeNumber,
  maxPrice: optionalWholeNumber,
  page: z.coerce.number().int().min(1).max(PROPERTY_SEARCH_LIMITS.lastPage).default(1),
});
export type PropertySearchQuery = z.output<typeof PropertySearchQuerySchema>;

export const PropertySearchResultSchema = z.object({
  items: z.array(PublicPropertyListingSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  /** Every district with a shown listing, for the filter's choices. */
  districts: z.array(z.string()),
});
export type PropertySearchResult = z.infer<typeof PropertySearchResultSchema>;

/** A staff account the listing form offers as responsible agent (GET /api/admin/property-agents): no e-mail. */
export const PropertyAgentOptionSchema = z.object({
  id: z.string(),
  /** Full name, or the username when there is none. */
  name: z.string(),
  ceaRegistrationNumber: z.string().nullable(),
  phone: z.string().nullable(),
  isActive: z.boolean(),
});
export type PropertyAgentOption = z.infer<typeof PropertyAgentOptionSchema>;
export const PropertyAgentOptionListSchema = z.array(PropertyAgentOptionSchema);

export const DeletePropertyResultSchema = z.object({ success: z.literal(true) });
