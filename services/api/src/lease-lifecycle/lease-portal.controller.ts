import { Controller, HttpCode, HttpStatus, Param, Res, StreamableFile } from '@nestjs/common';
import type { Response } from 'express';
import { type AnswerRenewalOfferInput, AnswerRenewalOfferSchema, LEASE_PORTAL_ENDPOINTS, type PortalLeaseList, type RenewalOffer } from '@app/contracts';
import type { UserEntity } from '@app/core';
import { type ActingUser, CurrentActing, CurrentUser } from '../common/current-user.decorator';
import { Endpoint } from '../common/endpoint.decorator';
import { ValidBody } from '../common/zod-validation.pipe';
import { LeaseDocumentsService } from './lease-documents.service';
import { LeasePortalService } from './lease-portal.service';
import { RenewalsService } from './renewals.service';

/** The portal's leases: tenant and owner see theirs and download their documents; the tenant answers a renewal offer. */
@Controller()
export class LeasePortalController {
  constructor(
    private readonly portal: LeasePortalService,
    private readonly documents: LeaseDocumentsService,
    private readonly renewals: RenewalsService,
  ) {}

  @Endpoint(LEASE_PORTAL_ENDPOINTS.leases)
  leases(@CurrentUser() account: UserEntity): Promise<PortalLeaseList> {
    return this.portal.leases(account);
  }

  @Endpoint(LEASE_PORTAL_ENDPOINTS.documentFile)
  async documentFile(
    @Param('documentId') documentId: string,
    @CurrentUser() account: UserEntity,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    const document = await this.documents.find(documentId, await this.portal.viewer(account));
    return this.documents.stream(document, response);
  }

  @Endpoint(LEASE_PORTAL_ENDPOINTS.answerRenewal)
  @HttpCode(HttpStatus.OK)
  answerRenewal(
    @Param('id') id: string,
    @ValidBody(AnswerRenewalOfferSchema) input: AnswerRenewalOfferInput,
    @CurrentActing() acting: ActingUser,
  ): Promise<RenewalOffer> {
    return this.renewals.answer(id, input, acting);
  }
}
