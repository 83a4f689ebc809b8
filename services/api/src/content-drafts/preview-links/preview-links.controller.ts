import { Controller, Header, HttpCode, HttpStatus, Param } from '@nestjs/common';
import {
  type CreatedPreviewLink,
  type DraftPreview,
  PREVIEW_LINK_ENDPOINTS,
  type PreviewLinkListQuery,
  PreviewLinkListQuerySchema,
  type PreviewLinksPage,
} from '@app/contracts';
import type { UserEntity } from '@app/core';
import { CurrentUser } from '../../common/current-user.decorator';
import { Endpoint } from '../../common/endpoint.decorator';
import { ValidQuery } from '../../common/zod-validation.pipe';
import { PreviewLinksService } from './preview-links.service';

/** Preview links of a draft: made, listed and withdrawn by any staff role; opened by anyone holding one. */
@Controller()
export class PreviewLinksController {
  constructor(private readonly links: PreviewLinksService) {}

  @Endpoint(PREVIEW_LINK_ENDPOINTS.list)
  list(@Param('id') id: string, @ValidQuery(PreviewLinkListQuerySchema) query: PreviewLinkListQuery): Promise<PreviewLinksPage> {
    return this.links.page(id, query);
  }

  @Endpoint(PREVIEW_LINK_ENDPOINTS.create)
  create(@Param('id') id: string, @CurrentUser() user: UserEntity): Promise<CreatedPreviewLink> {
    return this.links.create(id, user);
  }

  @Endpoint(PREVIEW_LINK_ENDPOINTS.revoke)
  @HttpCode(HttpStatus.NO_CONTENT)
  revoke(@Param('id') id: string, @Param('linkId') linkId: string): Promise<void> {
    return this.links.revoke(id, linkId);
  }

  /** A draft is never for search engines; the API's no-store keeps it out of every cache. */
  @Endpoint(PREVIEW_LINK_ENDPOINTS.open)
  @Header('X-Robots-Tag', 'noindex')
  open(@Param('token') token: string): Promise<DraftPreview> {
    return this.links.open(token);
  }
}
