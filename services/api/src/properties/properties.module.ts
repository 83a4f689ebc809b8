import { Module } from '@nestjs/common';
import { AdminPropertiesController } from './admin-properties.controller';
import { PropertiesController } from './properties.controller';
import { PropertiesRepository } from './properties.repository';
import { PropertiesService } from './properties.service';

@Module({
  controllers: [PropertiesController, AdminPropertiesController],
  providers: [PropertiesRepository, PropertiesService],
  exports: [PropertiesService, PropertiesRepository],
})
export class PropertiesModule {}
