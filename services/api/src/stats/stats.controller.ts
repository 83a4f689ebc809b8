import { Controller } from '@nestjs/common';
import { type DashboardStats, STATS_ENDPOINTS } from '@app/contracts';
import { Endpoint } from '../common/endpoint.decorator';
import { StatsService } from './stats.service';

/** GET /api/admin/stats: the dashboard's counters, for every staff role. */
@Controller()
export class StatsController {
  constructor(private readonly stats: StatsService) {}

  @Endpoint(STATS_ENDPOINTS.dashboard)
  dashboard(): Promise<DashboardStats> {
    return this.stats.dashboard();
  }
}
