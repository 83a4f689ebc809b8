import { Controller } from '@nestjs/common';
import { type Property, SITE_ENDPOINTS } from '@app/contracts';
import { Endpoint } from '../common/endpoint.decorator';
import { PropertiesService } from './properties.service';

@Controller()
export class PropertiesController {
  constructor(private readonly properties: PropertiesService) {}

  @Endpoint(SITE_ENDPOINTS.featuredProperties)
  featured(): Promise<Property[]> {
    return this.properties.featured();
  }
}
