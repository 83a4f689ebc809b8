import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import {
  type AuditAction,
  type CreateTenancyInput,
  TENANCY_INVITE_SENT,
  TENANCY_MESSAGES,
  type Tenancy,
  type TenancyInviteResult,
  type TenancyListQuery,
  type TenancyPage,
  tenancyStatus,
  type UpdateTenancyInput,
} from '@app/contracts';
import { MailOutbox, type PropertyEntity, TenancyEntity, type TenancyFields } from '@app/core';
import { type Acting, AuditLogService } from '../audit/audit-log.service';
import { versionCheckOf } from '../common/next-version';
import { foundOr404 } from '../common/found-or-404';
import { TenanciesRepository } from './tenancies.repository';
import { PortalAccountsService } from './portal-accounts.service';
import { dollarsToCents, toTenancy } from './tenancy-view';
import { enforceLeaseRules, leaseTermColumns } from './lease-terms/lease-terms';
import { listPage } from '../common/list-page';

/** Staff's tenancies: listed, created, edited, ended, and their tenants invited to the portal; each change audited. */
@Injectable()
export class TenanciesService {
  constructor(
    private readonly tenancies: TenanciesRepository,
    private readonly accounts: PortalAccountsService,
    private readonly outbox: MailOutbox,
    private readonly audit: AuditLogService,
  ) {}

  async list(query: TenancyListQuery): Promise<TenancyPage> {
    const now = new Date();
    const [items, total] = await this.tenancies.page(query, now);
    return listPage(
      items.map((tenancy) => toTenancy(tenancy, now)),
      total,
      query,
    );
  }

  async get(id: string): Promise<Tenancy> {
    return toTenancy(await this.find(id), new Date());
  }

  async create({ invite, ...input }: CreateTenancyInput, acting: Acting): Promise<Tenancy> {
    enforceLeaseRules(input);
    const tenancy = new TenancyEntity(await this.fieldsOf(input));
    Object.assign(tenancy, leaseTermColumns(input));
    await this.tenancies.save(tenancy);
    await this.record('tenancy.created', tenancy, acting);
    if (invite) await this.sendInvitation(tenancy, acting);
    return toTenancy(tenancy, new Date());
  }

  /** 409 `stale` when the form's version is not the tenancy's any more: someone else saved it after the form loaded it. */
  async update(id: string, { version, ...input }: UpdateTenancyInput, acting: Acting): Promise<Tenancy> {
    const tenancy = await this.find(id);
    const check = versionCheckOf(tenancy, version, TENANCY_MESSAGES.stale);
    enforceLeaseRules(input);
    const emailChanged = input.tenantEmail !== tenancy.tenantEmail;
    Object.assign(tenancy, await this.fieldsOf(input), leaseTermColumns(input));
    // A new address is a new person: the old account keeps no access to this tenancy until the new one is invited.
    if (emailChanged) Object.assign(tenancy, { tenant: null, invitedAt: null });
    await this.tenancies.saveEdit(tenancy, check);
    await this.record('tenancy.updated', tenancy, acting);
    return toTenancy(tenancy, new Date());
  }

  /** Ends the tenancy today: its tenant can no longer file requests for it (their earlier ones stay visible). */
  async end(id: string, acting: Acting): Promise<Tenancy> {
    const tenancy = await this.find(id);
    if (tenancyStatus(tenancy, new Date()) === 'ended') throw new ConflictException(TENANCY_MESSAGES.alreadyEnded);
    tenancy.endedAt = new Date();
    await this.tenancies.save(tenancy);
    await this.record('tenancy.ended', tenancy, acting);
    return toTenancy(tenancy, new Date());
  }

  async invite(id: string, acting: Acting): Promise<TenancyInviteResult> {
    const tenancy = await this.find(id);
    if (tenancyStatus(tenancy, new Date()) === 'ended') throw new ConflictException(TENANCY_MESSAGES.alreadyEnded);
    await this.sendInvitation(tenancy, acting);
    return { success: true, message: TENANCY_INVITE_SENT };
  }

  /** Links the tenancy to its tenant's account (made the first time) and stores a sign-in link with its mail, then queues it. */
  private async sendInvitation(tenancy: TenancyEntity, acting: Acting): Promise<void> {
    tenancy.tenant = await this.accounts.accountFor(tenancy.tenantEmail, tenancy.tenantName, 'tenant', TENANCY_MESSAGES.staffEmail);
    tenancy.invitedAt = new Date();
    const mail = await this.accounts.mailInvitation(tenancy.tenant);
    await this.record('tenancy.tenant_invited', tenancy, acting);
    await this.outbox.queue(mail);
  }

  private async fieldsOf(input: UpdateTenancyInput): Promise<TenancyFields> {
    const listing = input.listingId ? await this.findListing(input.listingId) : null;
    return {
      listing,
      address: input.address || null,
      tenantName: input.tenantName,
      tenantEmail: input.tenantEmail,
      tenantPhone: input.tenantPhone,
      leaseStart: input.leaseStart,
      leaseEnd: input.leaseEnd,
      monthlyRentCents: dollarsToCents(input.monthlyRent),
    };
  }

  private async findListing(id: string): Promise<PropertyEntity> {
    const listing = await this.tenancies.findListing(id);
    if (!listing) throw new BadRequestException(TENANCY_MESSAGES.listingNotFound);
    return listing;
  }

  private find(id: string): Promise<TenancyEntity> {
    return foundOr404(id, () => this.tenancies.findById(id), TENANCY_MESSAGES.notFound);
  }

  private record(action: AuditAction, tenancy: TenancyEntity, { actor, clientAddress }: Acting): Promise<void> {
    return this.audit.record({ action, actorId: actor.id, targetId: tenancy.id, clientAddress });
  }
}
