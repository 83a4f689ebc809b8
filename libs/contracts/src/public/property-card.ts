import type { Property } from './property';
import type { PublicPropertyListing } from '../properties/property-listing';

/** A listing as a property card shows it (the home page's featured ones, /properties): the cover photo, or its illustration. */
export function propertyCardOf(listing: PublicPropertyListing): Property {
  const cover = listing.photos[0]?.source ?? null;
  return {
    id: listing.id,
    slug: listing.slug,
    title: listing.title,
    location: `${listing.addressLine}, ${listing.district}`,
    description: listing.description,
    bedrooms: listing.bedrooms,
    sizeSqft: listing.floorAreaSqft,
    features: listing.features,
    image: cover?.url ?? listing.fallbackImage ?? '',
    imageSource: cover,
    badge: listing.badge ?? '',
  };
}
