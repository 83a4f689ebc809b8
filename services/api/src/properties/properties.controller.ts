import { Controller, Param, Query } from '@nestjs/common';
import {
  PUBLIC_PROPERTIES_ENDPOINTS,
  type Property,
  PropertySearchQuerySchema,
  type PropertySearchQuery,
  type PropertySearchResult,
  type PublicPropertyListingDetail,
  SITE_ENDPOINTS,
} from '@app/contracts';
import { Endpoint } from '../common/endpoint.decorator';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { PropertiesService } from './properties.service';

/** What visitors see of the listings: only available and let ones. */
@Controller()
export class PropertiesController {
  constructor(private readonly properties: PropertiesService) {}

  @Endpoint(SITE_ENDPOINTS.featuredProperties)
  featured(): Promise<Property[]> {
    return this.properties.featured();
  }

  @Endpoint(PUBLIC_PROPERTIES_ENDPOINTS.search)
  search(@Query(new ZodValidationPipe(PropertySearchQuerySchema)) query: PropertySearchQuery): Promise<PropertySearchResult> {
    return this.properties.search(query);
  }

  @Endpoint(PUBLIC_PROPERTIES_ENDPOINTS.read)
  read(@Param('slug') slug: string): Promise<PublicPropertyListingDetail> {
    return this.properties.read(slug);
  }
}
