import { Controller, HttpCode, HttpStatus, Res } from '@nestjs/common';
import type { Response } from 'express';
import { type Health, HEALTH_ENDPOINTS, type Readiness } from '@app/contracts';
import { Endpoint } from '../common/endpoint.decorator';
import { ReadinessService } from './readiness.service';

@Controller()
export class HealthController {
  constructor(private readonly readiness: ReadinessService) {}

  /** Liveness: the process answers HTTP. */
  @Endpoint(HEALTH_ENDPOINTS.health)
  @HttpCode(HttpStatus.OK)
  health(): Health {
    return { status: 'ok' };
  }

  /** Readiness: 503 while PostgreSQL or Redis is down, and from SIGTERM on; Redis setup problems are warnings. */
  @Endpoint(HEALTH_ENDPOINTS.ready)
  async ready(@Res({ passthrough: true }) response: Response): Promise<Readiness> {
    const report = await this.readiness.check();
    response.status(report.status === 'ready' ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE);
    return report;
  }
}
