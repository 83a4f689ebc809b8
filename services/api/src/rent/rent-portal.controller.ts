import { Controller, HttpCode, HttpStatus, Param, Res, type StreamableFile, UploadedFiles, UseInterceptors } from '@nestjs/common';
import type { Response } from 'express';
import {
  type ClaimPaymentInput,
  ClaimPaymentSchema,
  type LedgerPage,
  type LedgerQuery,
  LedgerQuerySchema,
  type OpenCharge,
  OWNER_RENT_PORTAL_ENDPOINTS,
  type OwnerRentSeries,
  type Payment,
  RENT_PORTAL_ENDPOINTS,
  type TenantRent,
} from '@app/contracts';
import type { UserEntity } from '@app/core';
import { ClientAddress, CurrentUser } from '../common/current-user.decorator';
import { Endpoint } from '../common/endpoint.decorator';
import { ValidBody, ValidQuery } from '../common/zod-validation.pipe';
import { MediaFilesInterceptor } from '../media/upload/media-files.interceptor';
import type { UploadedFile } from '../media/upload/uploaded-image-checker';
import { RateLimited } from '../rate-limit/rate-limited.decorator';
import { RentPortalService } from './rent-portal.service';

/** The tenant's rent in the portal (their own tenancies only), and the owner's 12-month chart. */
@Controller()
export class RentPortalController {
  constructor(private readonly portal: RentPortalService) {}

  @Endpoint(RENT_PORTAL_ENDPOINTS.account)
  account(@Param('id') id: string, @CurrentUser() tenant: UserEntity): Promise<TenantRent> {
    return this.portal.account(tenant, id);
  }

  @Endpoint(RENT_PORTAL_ENDPOINTS.ledger)
  ledger(@Param('id') id: string, @ValidQuery(LedgerQuerySchema) query: LedgerQuery, @CurrentUser() tenant: UserEntity): Promise<LedgerPage> {
    return this.portal.ledger(tenant, id, query);
  }

  @Endpoint(RENT_PORTAL_ENDPOINTS.charge)
  charge(@Param('id') id: string, @CurrentUser() tenant: UserEntity): Promise<OpenCharge> {
    return this.portal.charge(tenant, id);
  }

  /** At most PUBLIC_FORM_RATE_LIMIT_PER_MINUTE claims per address and minute (429 with Retry-After beyond it). */
  @Endpoint(RENT_PORTAL_ENDPOINTS.claimPayment)
  @HttpCode(HttpStatus.CREATED)
  @RateLimited('rent-claim')
  claimPayment(
    @Param('id') id: string,
    @ValidBody(ClaimPaymentSchema) input: ClaimPaymentInput,
    @CurrentUser() tenant: UserEntity,
    @ClientAddress() clientAddress: string,
  ): Promise<Payment> {
    return this.portal.claim(tenant, id, input, clientAddress);
  }

  @Endpoint(RENT_PORTAL_ENDPOINTS.addScreenshot)
  @HttpCode(HttpStatus.OK)
  @UseInterceptors(MediaFilesInterceptor)
  addScreenshot(@Param('id') id: string, @UploadedFiles() files: UploadedFile[], @CurrentUser() tenant: UserEntity): Promise<Payment> {
    return this.portal.addScreenshot(tenant, id, files);
  }

  @Endpoint(RENT_PORTAL_ENDPOINTS.screenshotFile)
  screenshotFile(
    @Param('photoId') photoId: string,
    @Param('file') file: string,
    @CurrentUser() tenant: UserEntity,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    return this.portal.screenshotFile(tenant, photoId, file, response);
  }

  @Endpoint(OWNER_RENT_PORTAL_ENDPOINTS.series)
  series(@CurrentUser() owner: UserEntity): Promise<OwnerRentSeries> {
    return this.portal.ownerSeries(owner);
  }

  @Endpoint(OWNER_RENT_PORTAL_ENDPOINTS.chart)
  async chart(@Param('unit') unit: string, @CurrentUser() owner: UserEntity, @Res() response: Response): Promise<void> {
    const svg = await this.portal.ownerChart(owner, unit);
    response.type('image/svg+xml').setHeader('Cache-Control', 'no-store');
    response.send(svg);
  }
}
