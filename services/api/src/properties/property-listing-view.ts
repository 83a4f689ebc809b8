import type { ListingAgent, PropertyAgentOption, PropertyListing, PropertyPhoto, PublicPropertyListing } from '@app/contracts';
import type { PropertyEntity, UserEntity } from '@app/core';

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
    agentId: property.agent?.id ?? null,
    featured: property.featured,
    featuredOrder: property.sortOrder,
    createdAt: property.createdAt.toISOString(),
  };
}

/** The name staff and visitors know an account by: the full name, else the username. */
const agentName = (user: UserEntity) => user.fullName || user.username;

/** What a listing's page shows of its agent (CEA): name, registration number and phone; null while either is missing. */
export function toListingAgent(user: UserEntity): ListingAgent | null {
  if (user.ceaRegistrationNumber === null || user.phone === null) return null;
  return { name: agentName(user), registrationNumber: user.ceaRegistrationNumber, phone: user.phone };
}

/** A staff account as the listing form offers it for agent: no e-mail, role or anything else. */
export function toAgentOption(user: UserEntity): PropertyAgentOption {
  return { id: user.id, name: agentName(user), ceaRegistrationNumber: user.ceaRegistrationNumber, phone: user.phone, isActive: user.isActive };
}
