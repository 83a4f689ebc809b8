import { Body, Controller, HttpCode, HttpStatus, Param, Res, StreamableFile, UploadedFile, UseInterceptors } from '@nestjs/common';
import type { Response } from 'express';
import {
  type CreateRenewalOfferInput,
  CreateRenewalOfferSchema,
  endpointUrl,
  LEASE_ENDPOINTS,
  type RenewalOffer,
  type RenewalOfferList,
  TENANCY_MESSAGES,
  type TenancyDocument,
  type TenancyDocumentList,
} from '@app/contracts';
import type { TenancyEntity } from '@app/core';
import { type ActingUser, CurrentActing } from '../common/current-user.decorator';
import { Endpoint } from '../common/endpoint.decorator';
import { ValidBody } from '../common/zod-validation.pipe';
import type { UploadedFile as UploadedFileBody } from '../media/upload/uploaded-image-checker';
import { TenanciesRepository } from '../tenancies/tenancies.repository';
import { foundOr404 } from '../common/found-or-404';
import { DocumentUploadInterceptor } from './document-upload.interceptor';
import { type DocumentRoute, LeaseDocumentsService } from './lease-documents.service';
import { RenewalsService } from './renewals.service';

const STAFF_DOCUMENT_ROUTE: DocumentRoute = (document) => endpointUrl(LEASE_ENDPOINTS.documentFile, { id: document.tenancy.id, documentId: document.id });

/** Staff's side of a lease: the agreement and stamp certificate, and renewal offers. */
@Controller()
export class LeaseController {
  constructor(
    private readonly tenancies: TenanciesRepository,
    private readonly documents: LeaseDocumentsService,
    private readonly renewals: RenewalsService,
  ) {}

  @Endpoint(LEASE_ENDPOINTS.documents)
  async listDocuments(@Param('id') id: string): Promise<TenancyDocumentList> {
    const tenancy = await this.find(id);
    return { items: (await this.documents.list([tenancy], STAFF_DOCUMENT_ROUTE)).get(tenancy.id) ?? [] };
  }

  @Endpoint(LEASE_ENDPOINTS.uploadDocument)
  @HttpCode(HttpStatus.CREATED)
  @UseInterceptors(DocumentUploadInterceptor)
  async uploadDocument(
    @Param('id') id: string,
    @UploadedFile() file: UploadedFileBody | undefined,
    @Body() body: Record<string, unknown> | undefined,
    @CurrentActing() acting: ActingUser,
  ): Promise<TenancyDocument> {
    return this.documents.upload(await this.find(id), body?.kind, file, acting, STAFF_DOCUMENT_ROUTE);
  }

  @Endpoint(LEASE_ENDPOINTS.documentFile)
  async documentFile(
    @Param('id') id: string,
    @Param('documentId') documentId: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    const document = await this.documents.find(documentId, (tenancy) => tenancy.id === id);
    return this.documents.stream(document, response);
  }

  @Endpoint(LEASE_ENDPOINTS.renewalOffers)
  async renewalOffers(@Param('id') id: string): Promise<RenewalOfferList> {
    return { items: await this.renewals.list(await this.find(id)) };
  }

  @Endpoint(LEASE_ENDPOINTS.offerRenewal)
  @HttpCode(HttpStatus.CREATED)
  async offerRenewal(
    @Param('id') id: string,
    @ValidBody(CreateRenewalOfferSchema) input: CreateRenewalOfferInput,
    @CurrentActing() acting: ActingUser,
  ): Promise<RenewalOffer> {
    return this.renewals.offer(await this.find(id), input, acting);
  }

  @Endpoint(LEASE_ENDPOINTS.withdrawRenewal)
  @HttpCode(HttpStatus.OK)
  async withdrawRenewal(@Param('id') id: string, @Param('offerId') offerId: string, @CurrentActing() acting: ActingUser): Promise<RenewalOffer> {
    return this.renewals.withdraw(await this.find(id), offerId, acting);
  }

  private find(id: string): Promise<TenancyEntity> {
    return foundOr404(id, () => this.tenancies.findById(id), TENANCY_MESSAGES.notFound);
  }
}
