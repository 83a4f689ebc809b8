import type { Property, PropertyListing, PropertyPhoto, PublicPropertyListing } from '@app/contracts';
import type { PropertyEntity } from '@app/core';

/** How visitors see a listing: only photos that are processed. */
export function toPublicListing(property: PropertyEntity, photos: PropertyPhoto[]): PublicPropertyListing {
  return {
    id: property.id,
    reference: property.reference,
    slug: property.slug,
    title: property.title,
    district: property.district,
    addressLine: property.addressLine,
    type: property.type,
    bedrooms: property.bedrooms,
    bathrooms: property.bathrooms,
    floorAreaSqft: property.sizeSqft,
    monthlyRent: property.monthlyRent,
    askingPrice: property.askingPrice,
    description: property.description,
    features: property.features,
    badge: property.badge,
    status: property.status,
    photos: photos.filter((photo) => photo.source !== null),
    fallbackImage: property.image,
    updatedAt: property.updatedAt.toISOString(),
  };
}

/** How staff see a listing: every chosen photo, processed or not, and the home page settings. */
export function toAdminListing(property: PropertyEntity, photos: PropertyPhoto[]): PropertyListing {
  return {
    ...toPublicListing(property, photos),
    photos,
    featured: property.featured,
    featuredOrder: property.sortOrder,
    createdAt: property.createdAt.toISOString(),
  };
}

/** A card of the home page's featured properties (SPEC §3 property), its image the cover photo. */
export function toFeaturedProperty(listing: PublicPropertyListing): Property {
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
