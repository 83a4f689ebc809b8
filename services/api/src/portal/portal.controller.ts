import { BadRequestException, Controller, HttpCode, HttpStatus, Param, Res, StreamableFile, UploadedFiles, UseInterceptors } from '@nestjs/common';
import type { Response } from 'express';
import {
  type AddMaintenanceCommentInput,
  AddMaintenanceCommentSchema,
  type CreateMaintenanceRequestInput,
  CreateMaintenanceRequestSchema,
  PORTAL_ENDPOINTS,
  PORTAL_MESSAGES,
  type PortalAccount,
  type PortalSignInInput,
  PortalSignInLinkRequestSchema,
  type PortalSignInLinkResult,
  PortalSignInSchema,
  type TenantMaintenancePage,
  type TenantMaintenanceRequest,
  type TenantRequestsQuery,
  TenantRequestsQuerySchema,
} from '@app/contracts';
import type { UserEntity } from '@app/core';
import { type ActingUser, ClientAddress, ClientUserAgent, CurrentActing, CurrentUser } from '../common/current-user.decorator';
import { SessionCookie } from '../auth/session-cookie';
import { Endpoint } from '../common/endpoint.decorator';
import { ValidBody, ValidQuery } from '../common/zod-validation.pipe';
import { PhotoFiles } from '../maintenance/photo-files';
import { MediaFilesInterceptor } from '../media/upload/media-files.interceptor';
import type { UploadedFile } from '../media/upload/uploaded-image-checker';
import { RateLimited } from '../rate-limit/rate-limited.decorator';
import { PortalService } from './portal.service';

/** The tenants' portal API: sign-in by a mailed link, then only the tenant's own tenancies and requests. */
@Controller()
export class PortalController {
  constructor(
    private readonly portal: PortalService,
    private readonly sessionCookie: SessionCookie,
    private readonly photoFiles: PhotoFiles,
  ) {}

  @Endpoint(PORTAL_ENDPOINTS.requestSignInLink)
  @HttpCode(HttpStatus.ACCEPTED)
  @RateLimited('portal-sign-in')
  requestSignInLink(
    @ValidBody(PortalSignInLinkRequestSchema) input: { email: string },
    @ClientAddress() clientAddress: string,
  ): Promise<PortalSignInLinkResult> {
    return this.portal.requestSignInLink(input.email, clientAddress);
  }

  @Endpoint(PORTAL_ENDPOINTS.renewSignInLink)
  @HttpCode(HttpStatus.ACCEPTED)
  @RateLimited('portal-sign-in')
  renewSignInLink(@ValidBody(PortalSignInSchema) input: PortalSignInInput, @ClientAddress() clientAddress: string): Promise<PortalSignInLinkResult> {
    return this.portal.renewSignInLink(input.token, clientAddress);
  }

  @Endpoint(PORTAL_ENDPOINTS.signIn)
  @HttpCode(HttpStatus.OK)
  @RateLimited('portal-sign-in')
  async signIn(
    @ValidBody(PortalSignInSchema) input: PortalSignInInput,
    @ClientAddress() clientAddress: string,
    @ClientUserAgent() userAgent: string | null,
    @Res({ passthrough: true }) response: Response,
  ): Promise<PortalAccount> {
    const tenant = await this.portal.redeem(input.token, clientAddress);
    if (!tenant) throw new BadRequestException(PORTAL_MESSAGES.invalidLink);
    await this.sessionCookie.start(response, tenant, { userAgent, clientAddress });
    return this.portal.account(tenant);
  }

  @Endpoint(PORTAL_ENDPOINTS.me)
  me(@CurrentUser() tenant: UserEntity): Promise<PortalAccount> {
    return this.portal.account(tenant);
  }

  @Endpoint(PORTAL_ENDPOINTS.requests)
  requests(@ValidQuery(TenantRequestsQuerySchema) query: TenantRequestsQuery, @CurrentUser() tenant: UserEntity): Promise<TenantMaintenancePage> {
    return this.portal.list(tenant, query);
  }

  @Endpoint(PORTAL_ENDPOINTS.createRequest)
  @HttpCode(HttpStatus.CREATED)
  createRequest(
    @ValidBody(CreateMaintenanceRequestSchema) input: CreateMaintenanceRequestInput,
    @CurrentActing() acting: ActingUser,
  ): Promise<TenantMaintenanceRequest> {
    return this.portal.file(input, acting);
  }

  @Endpoint(PORTAL_ENDPOINTS.request)
  request(@Param('id') id: string, @CurrentUser() tenant: UserEntity): Promise<TenantMaintenanceRequest> {
    return this.portal.get(id, tenant);
  }

  @Endpoint(PORTAL_ENDPOINTS.addComment)
  @HttpCode(HttpStatus.OK)
  addComment(
    @Param('id') id: string,
    @ValidBody(AddMaintenanceCommentSchema) input: AddMaintenanceCommentInput,
    @CurrentActing() acting: ActingUser,
  ): Promise<TenantMaintenanceRequest> {
    return this.portal.comment(id, input.text, acting);
  }

  @Endpoint(PORTAL_ENDPOINTS.addPhotos)
  @HttpCode(HttpStatus.OK)
  @UseInterceptors(MediaFilesInterceptor)
  addPhotos(@Param('id') id: string, @UploadedFiles() files: UploadedFile[], @CurrentActing() acting: ActingUser): Promise<TenantMaintenanceRequest> {
    return this.portal.addPhotos(id, files, acting);
  }

  @Endpoint(PORTAL_ENDPOINTS.photoFile)
  photoFile(
    @Param('photoId') photoId: string,
    @Param('file') file: string,
    @CurrentUser() tenant: UserEntity,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    return this.photoFiles.serve(photoId, file, (photo) => photo.request.tenancy.tenant?.id === tenant.id, response);
  }
}
