import { Controller, Get, HttpCode, HttpStatus, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { Health, Readiness } from '@app/contracts';
import { Public } from '../common/public.decorator';
import { ReadinessService } from './readiness.service';

@Controller()
export class HealthController {
  constructor(private readonly readiness: ReadinessService) {}

  /** Liveness: the process answers HTTP. */
  @Public()
  @Get('health')
  @HttpCode(HttpStatus.OK)
  health(): Health {
    return { status: 'ok' };
  }

  /** Readiness: 503 while PostgreSQL or Redis is down, and from SIGTERM on; Redis setup problems are warnings. */
  @Public()
  @Get('ready')
  async ready(@Res({ passthrough: true }) response: Response): Promise<Readiness> {
    const report = await this.readiness.check();
    response.status(report.status === 'ready' ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE);
    return report;
  }
}
