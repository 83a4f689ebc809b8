import { Injectable } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  type CreateMaintenanceRequestInput,
  endpointUrl,
  PORTAL_ENDPOINTS,
  PORTAL_MESSAGES,
  type PortalAccount,
  type PortalSignInLinkResult,
  type TenantMaintenancePage,
  type TenantMaintenanceRequest,
  type TenantRequestsQuery,
  tenancyStatus,
} from '@app/contracts';
import { hashResetToken, MailOutbox, type UserEntity } from '@app/core';
import { AuditLogService } from '../audit/audit-log.service';
import { CompanyProfileService } from '../company-profile/company-profile.service';
import type { UploadedFile } from '../media/upload/uploaded-image-checker';
import { MaintenanceRepository } from '../maintenance/maintenance.repository';
import { MaintenanceService, type RequestActing } from '../maintenance/maintenance.service';
import { type PhotoRoute, type RequestParts, toTenantRequest, toTenantSummary } from '../maintenance/maintenance-view';
import { PortalAccountsService } from '../tenancies/portal-accounts.service';
import { unitOf } from '../tenancies/tenancy-view';
import { listPage } from '../common/list-page';

/** Every sign-in link answer takes at least this long, so whether an address has an account does not show in the time. */
export const SIGN_IN_LINK_MIN_ANSWER_MS = 300;

/** A second link for the same account within this time is not sent (the answer stays the same). */
const MAIL_INTERVAL_MS = 60_000;

const TENANT_PHOTO_ROUTE: PhotoRoute = (photoId, file) => endpointUrl(PORTAL_ENDPOINTS.photoFile, { photoId, file });

/** The tenants' portal: sign-in by mailed link, their tenancies, and their own maintenance requests only. */
@Injectable()
export class PortalService {
  constructor(
    private readonly accounts: PortalAccountsService,
    private readonly requests: MaintenanceRepository,
    private readonly maintenance: MaintenanceService,
    private readonly company: CompanyProfileService,
    private readonly outbox: MailOutbox,
    private readonly audit: AuditLogService,
  ) {}

  /** Mails a sign-in link to an active tenant or owner account of this address; the same answer, in the same time, either way. */
  async requestSignInLink(email: string, clientAddress: string): Promise<PortalSignInLinkResult> {
    const answerNoSoonerThan = sleep(SIGN_IN_LINK_MIN_ANSWER_MS);
    await this.mailLinkTo(await this.accounts.findActive(email), clientAddress);
    await answerNoSoonerThan;
    return { success: true, message: PORTAL_MESSAGES.linkRequested };
  }

  /**
   * A used or expired link's page offers a new one at once: mailed to the account the link was made for (never to an
   * address the visitor types), at most once a minute; the same answer, in the same time, whatever the token.
   */
  async renewSignInLink(token: string, clientAddress: string): Promise<PortalSignInLinkResult> {
    const answerNoSoonerThan = sleep(SIGN_IN_LINK_MIN_ANSWER_MS);
    await this.mailLinkTo(await this.accounts.ownerOfLink(hashResetToken(token)), clientAddress);
    await answerNoSoonerThan;
    return { success: true, message: PORTAL_MESSAGES.newLinkSent };
  }

  private async mailLinkTo(account: UserEntity | null, clientAddress: string): Promise<void> {
    if (!account || (await this.accounts.mailedSince(account, new Date(Date.now() - MAIL_INTERVAL_MS)))) return;
    const mail = await this.accounts.mailSignInLink(account);
    await this.audit.record({ action: 'auth.portal_link_requested', targetId: account.id, clientAddress });
    await this.outbox.queue(mail);
  }

  /** Uses a link once: the tenant or owner it signs in, or null for an unknown, used or expired one. */
  async redeem(token: string, clientAddress: string): Promise<UserEntity | null> {
    const account = await this.accounts.claim(hashResetToken(token));
    if (account) await this.audit.record({ action: 'auth.portal_signed_in', actorId: account.id, targetId: account.id, clientAddress });
    return account;
  }

  /** The signed-in account; an owner has no tenancies of their own (their units are GET /api/portal/owner/units). */
  async account(user: UserEntity): Promise<PortalAccount> {
    const now = new Date();
    const tenancies = user.role === 'tenant' ? await this.requests.tenanciesOf(user) : [];
    return {
      role: user.role === 'owner' ? 'owner' : 'tenant',
      name: user.fullName || user.email,
      email: user.email,
      tenancies: tenancies.map((tenancy) => ({
        id: tenancy.id,
        unit: unitOf(tenancy),
        leaseStart: tenancy.leaseStart,
        leaseEnd: tenancy.leaseEnd,
        status: tenancyStatus(tenancy, now),
      })),
      emergencyPhone: this.company.profile.phone,
    };
  }

  async list(tenant: UserEntity, query: TenantRequestsQuery): Promise<TenantMaintenancePage> {
    const [items, total] = await this.requests.pageForTenant(tenant, query);
    return listPage(items.map(toTenantSummary), total, query);
  }

  async get(id: string, tenant: UserEntity): Promise<TenantMaintenanceRequest> {
    return this.view(await this.requests.partsOf(await this.maintenance.findForTenant(id, tenant)));
  }

  async file(input: CreateMaintenanceRequestInput, acting: RequestActing): Promise<TenantMaintenanceRequest> {
    return this.view(await this.maintenance.file(input, acting));
  }

  async comment(id: string, text: string, acting: RequestActing): Promise<TenantMaintenanceRequest> {
    return this.view(await this.maintenance.comment(await this.maintenance.findForTenant(id, acting.actor), text, false, acting));
  }

  async addPhotos(id: string, files: UploadedFile[], acting: RequestActing): Promise<TenantMaintenanceRequest> {
    return this.view(await this.maintenance.addPhotos(await this.maintenance.findForTenant(id, acting.actor), files, 'report', acting));
  }

  private view(parts: RequestParts): TenantMaintenanceRequest {
    return toTenantRequest(parts, TENANT_PHOTO_ROUTE);
  }
}
