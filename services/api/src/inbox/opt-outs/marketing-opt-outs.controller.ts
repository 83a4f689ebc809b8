import { Controller } from '@nestjs/common';
import { INBOX_ENDPOINTS, type MarketingOptOut, type MarketingOptOutRequest, MarketingOptOutRequestSchema } from '@app/contracts';
import { type ActingUser, CurrentActing } from '../../common/current-user.decorator';
import { Endpoint } from '../../common/endpoint.decorator';
import { ValidBody } from '../../common/zod-validation.pipe';
import { MarketingOptOutsService } from './marketing-opt-outs.service';

@Controller()
export class MarketingOptOutsController {
  constructor(private readonly optOuts: MarketingOptOutsService) {}

  @Endpoint(INBOX_ENDPOINTS.recordMarketingOptOut)
  record(@ValidBody(MarketingOptOutRequestSchema) input: MarketingOptOutRequest, @CurrentActing() acting: ActingUser): Promise<MarketingOptOut> {
    return this.optOuts.record(input, acting);
  }
}
