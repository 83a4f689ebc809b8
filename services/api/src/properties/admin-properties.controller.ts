import { Body, Controller, Param } from '@nestjs/common';
import {
  PROPERTIES_ENDPOINTS,
  type PropertyAgentOption,
  type PropertyListing,
  PropertyListingInputSchema,
  type PropertyListingPage,
  type PropertyListingQuery,
  PropertyListingQuerySchema,
  type PropertyListingValues,
} from '@app/contracts';
import { Endpoint } from '../common/endpoint.decorator';
import { ValidQuery, ZodValidationPipe } from '../common/zod-validation.pipe';
import { PropertiesService } from './properties.service';

const listingBody = new ZodValidationPipe(PropertyListingInputSchema);

/** Staff (every role) manage the property listings. */
@Controller()
export class AdminPropertiesController {
  constructor(private readonly properties: PropertiesService) {}

  @Endpoint(PROPERTIES_ENDPOINTS.list)
  list(@ValidQuery(PropertyListingQuerySchema) query: PropertyListingQuery): Promise<PropertyListingPage> {
    return this.properties.page(query);
  }

  @Endpoint(PROPERTIES_ENDPOINTS.item)
  get(@Param('id') id: string): Promise<PropertyListing> {
    return this.properties.get(id);
  }

  @Endpoint(PROPERTIES_ENDPOINTS.create)
  create(@Body(listingBody) input: PropertyListingValues): Promise<PropertyListing> {
    return this.properties.create(input);
  }

  @Endpoint(PROPERTIES_ENDPOINTS.update)
  update(@Param('id') id: string, @Body(listingBody) input: PropertyListingValues): Promise<PropertyListing> {
    return this.properties.update(id, input);
  }

  @Endpoint(PROPERTIES_ENDPOINTS.agents)
  agents(): Promise<PropertyAgentOption[]> {
    return this.properties.agents();
  }

  @Endpoint(PROPERTIES_ENDPOINTS.delete)
  async delete(@Param('id') id: string): Promise<{ success: true }> {
    await this.properties.delete(id);
    return { success: true };
  }
}
