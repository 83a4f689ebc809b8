import { Controller, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import {
  PUBLIC_PROPERTIES_ENDPOINTS,
  type Property,
  PropertySearchQuerySchema,
  type PropertySearchQuery,
  type PropertySearchResult,
  type PublicPropertyListingDetail,
  SITE_ENDPOINTS,
  SURROGATE_KEYS,
} from '@app/contracts';
import { Endpoint } from '../common/endpoint.decorator';
import { publicRead } from '../common/prepared-response';
import { ValidQuery } from '../common/zod-validation.pipe';
import { PropertiesService } from './properties.service';

/**
 * What visitors see of the listings: only available and let ones. Cacheable by CDNs like the blog reads, each
 * named by what it shows so that a change to a listing purges it.
 */
@Controller()
export class PropertiesController {
  constructor(private readonly properties: PropertiesService) {}

  @Endpoint(SITE_ENDPOINTS.featuredProperties)
  async featured(@Res({ passthrough: true }) response: Response): Promise<Property[]> {
    return publicRead(response, await this.properties.featured(), [SURROGATE_KEYS.listingList]);
  }

  @Endpoint(PUBLIC_PROPERTIES_ENDPOINTS.search)
  async search(
    @ValidQuery(PropertySearchQuerySchema) query: PropertySearchQuery,
    @Res({ passthrough: true }) response: Response,
  ): Promise<PropertySearchResult> {
    return publicRead(response, await this.properties.search(query), [SURROGATE_KEYS.listingList]);
  }

  @Endpoint(PUBLIC_PROPERTIES_ENDPOINTS.read)
  async read(@Param('slug') slug: string, @Res({ passthrough: true }) response: Response): Promise<PublicPropertyListingDetail> {
    const { listing, surrogateKeys } = await this.properties.read(slug);
    return publicRead(response, listing, surrogateKeys);
  }
}
