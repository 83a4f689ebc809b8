import { Injectable } from '@nestjs/common';
import { FEATURED_PROPERTIES_COUNT, type Property, PropertySchema } from '@app/contracts';
import type { PropertyEntity } from '@app/core';
import { PropertiesRepository } from './properties.repository';

@Injectable()
export class PropertiesService {
  constructor(private readonly properties: PropertiesRepository) {}

  /** The properties the home page features, in their set order. */
  async featured(): Promise<Property[]> {
    return (await this.properties.listFeatured(FEATURED_PROPERTIES_COUNT)).map(toProperty);
  }
}

function toProperty(property: PropertyEntity): Property {
  return PropertySchema.parse({
    id: property.id,
    title: property.title,
    location: property.location,
    description: property.description,
    bedrooms: property.bedrooms,
    sizeSqft: property.sizeSqft,
    features: property.features,
    image: property.image,
    badge: property.badge,
  });
}
