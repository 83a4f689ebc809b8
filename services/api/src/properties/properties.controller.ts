import { Controller, Get } from '@nestjs/common';
import type { Property } from '@app/contracts';
import { Public } from '../common/public.decorator';
import { PropertiesService } from './properties.service';

@Public()
@Controller('properties')
export class PropertiesController {
  constructor(private readonly properties: PropertiesService) {}

  @Get('featured')
  featured(): Promise<Property[]> {
    return this.properties.featured();
  }
}
