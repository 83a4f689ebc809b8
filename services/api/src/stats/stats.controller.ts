import { Controller, Get } from '@nestjs/common';
import { type DashboardStats, ROLES } from '@app/contracts';
import { Roles } from '../auth/roles.decorator';
import { StatsService } from './stats.service';

/** GET /api/admin/stats: the dashboard's counters, for every staff role. */
@Controller('admin/stats')
@Roles(...ROLES)
export class StatsController {
  constructor(private readonly stats: StatsService) {}

  @Get()
  dashboard(): Promise<DashboardStats> {
    return this.stats.dashboard();
  }
}
