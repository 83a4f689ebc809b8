import { Controller, Res } from '@nestjs/common';
import type { Response } from 'express';
import { type SubscriberListQuery, SubscriberListQuerySchema, type SubscriberPage, INBOX_ENDPOINTS } from '@app/contracts';
import { type ActingUser, CurrentActing } from '../../common/current-user.decorator';
import { csvDownloadHeaders, writerOf } from '../../common/csv-file';
import { Endpoint } from '../../common/endpoint.decorator';
import { ValidQuery } from '../../common/zod-validation.pipe';
import { SubscribersService } from './subscribers.service';

/** Newsletter subscribers in the panel. */
@Controller()
export class SubscribersController {
  constructor(private readonly subscribers: SubscribersService) {}

  @Endpoint(INBOX_ENDPOINTS.subscribers)
  list(@ValidQuery(SubscriberListQuerySchema) query: SubscriberListQuery): Promise<SubscriberPage> {
    return this.subscribers.list(query);
  }

  /** Streamed a batch at a time, as the client reads it (like the enquiries export). */
  @Endpoint(INBOX_ENDPOINTS.exportConfirmedSubscribers)
  async exportConfirmed(@CurrentActing() acting: ActingUser, @Res() response: Response): Promise<void> {
    csvDownloadHeaders(response, 'newsletter-confirmed');
    await this.subscribers.exportConfirmed(acting, writerOf(response));
    response.end();
  }
}
