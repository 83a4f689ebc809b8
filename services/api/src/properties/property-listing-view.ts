import type { PropertyListing, PropertyPhoto, PublicPropertyListing } from '@app/contracts';
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
