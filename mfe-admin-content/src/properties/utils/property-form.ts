import { z } from 'zod';
import { PropertyListingInputSchema, PropertyStatusSchema, PropertyTypeSchema, type PropertyListing, type PropertyListingInput } from '@app/contracts';

/** A photo as the form shows it: its media item and a thumbnail (null while the item is still processing). */
export const PhotoChoiceSchema = z.object({ mediaId: z.string(), thumbnailUrl: z.string().nullable() });
export type PhotoChoice = z.infer<typeof PhotoChoiceSchema>;

/** What the form holds while staff type: numbers as the text of their inputs, features one per line. */
const PropertyFormValuesSchema = z.object({
  title: z.string(),
  district: z.string(),
  addressLine: z.string(),
  type: PropertyTypeSchema,
  bedrooms: z.string(),
  bathrooms: z.string(),
  floorAreaSqft: z.string(),
  monthlyRent: z.string(),
  askingPrice: z.string(),
  description: z.string(),
  features: z.string(),
  badge: z.string(),
  status: PropertyStatusSchema,
  /** '' until an agent is chosen, which the contract refuses with its message. */
  agentId: z.string(),
  photos: z.array(PhotoChoiceSchema),
  featured: z.boolean(),
  featuredOrder: z.string(),
});
export type PropertyFormValues = z.infer<typeof PropertyFormValuesSchema>;

/** The text of a number input as a number: '' is none; unreadable text is NaN, which the schema refuses with its message. */
const numberOrNull = (text: string): number | null => (text.trim() === '' ? null : Number(text));
const requiredNumber = (text: string): number => numberOrNull(text) ?? Number.NaN;

function toListingInput(values: PropertyFormValues): PropertyListingInput {
  return {
    ...values,
    bedrooms: requiredNumber(values.bedrooms),
    bathrooms: requiredNumber(values.bathrooms),
    floorAreaSqft: requiredNumber(values.floorAreaSqft),
    monthlyRent: numberOrNull(values.monthlyRent),
    askingPrice: numberOrNull(values.askingPrice),
    features: values.features
      .split('\n')
      .map((feature) => feature.trim())
      .filter(Boolean),
    photoIds: values.photos.map((photo) => photo.mediaId),
    featuredOrder: numberOrNull(values.featuredOrder) ?? 0,
  };
}

/** The form's validation is the contract's own schema (the one the API applies), after turning text into values. */
export const PropertyFormSchema = PropertyFormValuesSchema.transform(toListingInput).pipe(PropertyListingInputSchema);

export const NEW_PROPERTY_FORM_VALUES: PropertyFormValues = {
  title: '',
  district: '',
  addressLine: '',
  type: 'condominium',
  bedrooms: '',
  bathrooms: '',
  floorAreaSqft: '',
  monthlyRent: '',
  askingPrice: '',
  description: '',
  features: '',
  badge: '',
  status: 'available',
  agentId: '',
  photos: [],
  featured: false,
  featuredOrder: '0',
};

const text = (value: number | null) => (value === null ? '' : String(value));

export function propertyFormValues(listing: PropertyListing): PropertyFormValues {
  return {
    title: listing.title,
    district: listing.district,
    addressLine: listing.addressLine,
    type: listing.type,
    bedrooms: text(listing.bedrooms),
    bathrooms: text(listing.bathrooms),
    floorAreaSqft: text(listing.floorAreaSqft),
    monthlyRent: text(listing.monthlyRent),
    askingPrice: text(listing.askingPrice),
    description: listing.description,
    features: listing.features.join('\n'),
    badge: listing.badge ?? '',
    status: listing.status,
    agentId: listing.agentId ?? '',
    photos: listing.photos.map(({ mediaId, thumbnailUrl }) => ({ mediaId, thumbnailUrl })),
    featured: listing.featured,
    featuredOrder: text(listing.featuredOrder),
  };
}
