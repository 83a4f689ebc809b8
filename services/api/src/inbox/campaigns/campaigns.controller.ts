import { Controller, HttpCode, HttpStatus, Param } from '@nestjs/common';
import {
  type Campaign,
  type CampaignDetail,
  type CampaignListQuery,
  type CampaignPreview,
  CampaignListQuerySchema,
  type CampaignPage,
  type CampaignTestResult,
  type CreateCampaign,
  CreateCampaignSchema,
  INBOX_ENDPOINTS,
  type SendCampaign,
  SendCampaignSchema,
} from '@app/contracts';
import type { UserEntity } from '@app/core';
import { CurrentUser } from '../../common/current-user.decorator';
import { Endpoint } from '../../common/endpoint.decorator';
import { ValidBody, ValidQuery } from '../../common/zod-validation.pipe';
import { CampaignsService } from './campaigns.service';

/** Newsletter campaigns in the panel. */
@Controller()
export class CampaignsController {
  constructor(private readonly campaigns: CampaignsService) {}

  @Endpoint(INBOX_ENDPOINTS.campaigns)
  list(@ValidQuery(CampaignListQuerySchema) query: CampaignListQuery): Promise<CampaignPage> {
    return this.campaigns.list(query);
  }

  @Endpoint(INBOX_ENDPOINTS.createCampaign)
  create(@ValidBody(CreateCampaignSchema) input: CreateCampaign, @CurrentUser() actor: UserEntity): Promise<Campaign> {
    return this.campaigns.create(input, actor);
  }

  @Endpoint(INBOX_ENDPOINTS.campaign)
  detail(@Param('id') id: string): Promise<CampaignDetail> {
    return this.campaigns.detail(id);
  }

  @Endpoint(INBOX_ENDPOINTS.previewCampaign)
  preview(@Param('id') id: string): Promise<CampaignPreview> {
    return this.campaigns.preview(id);
  }

  @Endpoint(INBOX_ENDPOINTS.testCampaign)
  test(@Param('id') id: string, @CurrentUser() actor: UserEntity): Promise<CampaignTestResult> {
    return this.campaigns.test(id, actor);
  }

  @Endpoint(INBOX_ENDPOINTS.sendCampaign)
  @HttpCode(HttpStatus.OK)
  send(@Param('id') id: string, @ValidBody(SendCampaignSchema) input: SendCampaign): Promise<CampaignDetail> {
    return this.campaigns.send(id, input);
  }

  @Endpoint(INBOX_ENDPOINTS.cancelCampaign)
  @HttpCode(HttpStatus.OK)
  cancel(@Param('id') id: string): Promise<CampaignDetail> {
    return this.campaigns.cancel(id);
  }
}
