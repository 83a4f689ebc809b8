import { Module } from '@nestjs/common';
import { HealthController } from './health.controller';
import { ReadinessService } from './readiness.service';
import { ShutdownDrain } from './shutdown-drain';

@Module({ controllers: [HealthController], providers: [ReadinessService, ShutdownDrain], exports: [ShutdownDrain] })
export class HealthModule {}
