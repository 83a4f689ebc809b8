import { Controller, HttpCode, HttpStatus, Param } from '@nestjs/common';
import { OPS_ENDPOINTS, QueuesReportQuerySchema } from '@app/contracts';
import { type ActingUser, CurrentActing } from '../common/current-user.decorator';
import { Endpoint } from '../common/endpoint.decorator';
import { ValidQuery } from '../common/zod-validation.pipe';
import { QueueDashboardService } from './queue-dashboard.service';

/** The queue dashboard of /admin/ops (super admins). */
@Controller()
export class OpsController {
  constructor(private readonly dashboard: QueueDashboardService) {}

  @Endpoint(OPS_ENDPOINTS.queues)
  async queues(@ValidQuery(QueuesReportQuerySchema) query: { failedPage: number }) {
    return { queues: await this.dashboard.report(query.failedPage) };
  }

  @Endpoint(OPS_ENDPOINTS.retryJob)
  @HttpCode(HttpStatus.OK)
  async retry(@Param('queue') queue: string, @Param('jobId') jobId: string, @CurrentActing() acting: ActingUser) {
    await this.dashboard.retry(queue, jobId, acting);
    return { success: true as const };
  }

  @Endpoint(OPS_ENDPOINTS.removeJob)
  async remove(@Param('queue') queue: string, @Param('jobId') jobId: string, @CurrentActing() acting: ActingUser) {
    await this.dashboard.remove(queue, jobId, acting);
    return { success: true as const };
  }
}
