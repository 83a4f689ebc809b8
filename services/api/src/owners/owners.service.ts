import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { BadRequestException, ConflictException, Inject, Injectable } from '@nestjs/common';
import {
  type AuditAction,
  type CreateOwnerInput,
  type Owner,
  OWNER_INVITE_SENT,
  OWNER_MESSAGES,
  type OwnerInviteResult,
  type OwnerListQuery,
  type OwnerPage,
  type OwnerStatement,
  type OwnerStatementPage,
  type StatementListQuery,
  type UpdateOwnerInput,
} from '@app/contracts';
import { MailOutbox, OwnerEntity, OwnerUnitEntity } from '@app/core';
import { type Acting, AuditLogService } from '../audit/audit-log.service';
import { API_CONFIG, type ApiConfig } from '../config/api-config';
import { type VersionCheck, versionCheckOf } from '../common/next-version';
import { PortalAccountsService } from '../tenancies/portal-accounts.service';
import { foundOr404 } from '../common/found-or-404';
import { OwnersRepository } from './owners.repository';
import { percentToBasisPoints, toOwner, toStatement, toStatementSummary } from './owner-view';
import { listPage } from '../common/list-page';

/** Staff's owners: listed, linked to their units, edited, invited to the portal, and their statements read; each change audited. */
@Injectable()
export class OwnersService {
  private readonly portalUrl: string;

  constructor(
    private readonly owners: OwnersRepository,
    private readonly accounts: PortalAccountsService,
    private readonly outbox: MailOutbox,
    private readonly audit: AuditLogService,
    @Inject(API_CONFIG) config: ApiConfig,
  ) {
    this.portalUrl = `${config.PUBLIC_URL}/portal`;
  }

  async list(query: OwnerListQuery): Promise<OwnerPage> {
    const [items, total] = await this.owners.page(query);
    const units = await this.owners.unitsByOwner(items);
    return listPage(
      items.map((owner) => toOwner(owner, units.get(owner.id) ?? [])),
      total,
      query,
    );
  }

  async get(id: string): Promise<Owner> {
    const owner = await this.find(id);
    return toOwner(owner, await this.owners.unitsOf(owner));
  }

  async create({ invite, ...input }: CreateOwnerInput, acting: Acting): Promise<Owner> {
    const owner = new OwnerEntity({ name: input.name, email: input.email, phone: input.phone, portalUrl: this.portalUrl });
    await this.saveUnique(owner, await this.unitsOf(owner, input));
    await this.record('owner.created', owner, acting);
    if (invite) await this.sendInvitation(owner, acting);
    return this.get(owner.id);
  }

  /** 409 `stale` when the form's version is not the owner's any more: someone else saved it after the form loaded it. */
  async update(id: string, { version, ...input }: UpdateOwnerInput, acting: Acting): Promise<Owner> {
    const owner = await this.find(id);
    const check = versionCheckOf(owner, version, OWNER_MESSAGES.stale);
    // A new address is a new person: the old account keeps no access to this owner's units until the new one is invited.
    if (input.email.toLowerCase() !== owner.email) Object.assign(owner, { account: null, invitedAt: null });
    Object.assign(owner, { name: input.name, email: input.email.toLowerCase(), phone: input.phone });
    await this.saveUnique(owner, await this.unitsOf(owner, input), check);
    await this.record('owner.updated', owner, acting);
    return this.get(owner.id);
  }

  async invite(id: string, acting: Acting): Promise<OwnerInviteResult> {
    await this.sendInvitation(await this.find(id), acting);
    return { success: true, message: OWNER_INVITE_SENT };
  }

  async statements(id: string, query: StatementListQuery): Promise<OwnerStatementPage> {
    const [items, total] = await this.owners.statementsPage(await this.find(id), query);
    return listPage(items.map(toStatementSummary), total, query);
  }

  async statement(id: string, statementId: string): Promise<OwnerStatement> {
    const owner = await this.find(id);
    const statement = await foundOr404(statementId, () => this.owners.findStatement(owner, statementId), OWNER_MESSAGES.statementNotFound);
    return toStatement(owner, statement);
  }

  /** Links the owner to their portal account (made the first time) and stores a sign-in link with its mail, then queues it. */
  private async sendInvitation(owner: OwnerEntity, acting: Acting): Promise<void> {
    owner.account = await this.accounts.accountFor(owner.email, owner.name, 'owner', OWNER_MESSAGES.emailTaken);
    owner.invitedAt = new Date();
    const mail = await this.accounts.mailInvitation(owner.account);
    await this.record('owner.invited', owner, acting);
    await this.outbox.queue(mail);
  }

  private async unitsOf(owner: OwnerEntity, input: UpdateOwnerInput): Promise<OwnerUnitEntity[]> {
    const listingIds = input.units.flatMap((unit) => (unit.listingId ? [unit.listingId] : []));
    const listings = new Map((await this.owners.findListings(listingIds)).map((listing) => [listing.id, listing]));
    const linkedAt = Date.now();
    return input.units.map((unit, index) => {
      const listing = unit.listingId ? listings.get(unit.listingId) : null;
      if (listing === undefined) throw new BadRequestException(OWNER_MESSAGES.listingNotFound);
      const entity = new OwnerUnitEntity({
        owner,
        listing,
        address: unit.address || null,
        managementFeeBasisPoints: percentToBasisPoints(unit.managementFeePercent),
      });
      // One millisecond apart, so the units keep the order staff gave them.
      return Object.assign(entity, { createdAt: new Date(linkedAt + index) });
    });
  }

  /** The unique indexes say when an e-mail or a unit is another owner's (409); an edit's version, when someone saved first (409 `stale`). */
  private async saveUnique(owner: OwnerEntity, units: OwnerUnitEntity[], version?: VersionCheck): Promise<void> {
    try {
      await this.owners.saveWithUnits(owner, units, version);
    } catch (error) {
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      const { constraint } = error as UniqueConstraintViolationException & { constraint?: string };
      throw new ConflictException(constraint === 'owners_email_unique' ? OWNER_MESSAGES.emailTaken : OWNER_MESSAGES.unitTaken);
    }
  }

  private find(id: string): Promise<OwnerEntity> {
    return foundOr404(id, () => this.owners.findById(id), OWNER_MESSAGES.notFound);
  }

  private record(action: AuditAction, owner: OwnerEntity, { actor, clientAddress }: Acting): Promise<void> {
    return this.audit.record({ action, actorId: actor.id, targetId: owner.id, clientAddress });
  }
}
