import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { MailKind } from '@app/contracts';
import {
  type CampaignEntity,
  type CampaignMailContent,
  campaignMailContent,
  type ContentDraftEntity,
  DepositDeductionEntity,
  type DepositEntity,
  OutboundMailEntity,
  type PasswordResetEntity,
  RentAllocationEntity,
  RentChargeEntity,
  RentCreditEntity,
  type RentPaymentEntity,
} from '@app/core';
import type { ReceiptFacts } from './rent-mails';

/** What a mail's sending records on its row. */
export type MailRecord = Partial<Pick<OutboundMailEntity, 'status' | 'attempts' | 'lastError' | 'sentAt' | 'messageId'>>;

/** The outbox as the worker reads and records it. */
@Injectable()
export class OutboundMailsRepository {
  constructor(private readonly em: EntityManager) {}

  /** With what it is about (and a reply's enquiry, a campaign's draft), which its message is composed from. */
  find(id: string): Promise<OutboundMailEntity | null> {
    return this.em.findOne(
      OutboundMailEntity,
      { id },
      {
        populate: [
          'enquiry',
          'reply.enquiry',
          'passwordReset.user',
          'subscriber',
          'campaign.draft',
          'viewingBooking.property.agent',
          'viewingBooking.rescheduledFrom',
          'maintenanceRequest.tenancy.listing',
          'maintenanceEvent.request.tenancy.listing',
          'maintenanceEvent.request.assignee',
          'maintenanceEvent.actor',
          'ownerStatement.owner',
          'leaseReminder.tenancy.listing',
          'rentPayment.tenancy.listing',
          'rentReminder.charge.tenancy.listing',
          'stampingReminder.tenancy.listing',
          'renewalOffer.tenancy.listing',
          'conditionReport.tenancy.listing',
          'deposit.tenancy.listing',
          'depositRefundReminder.deposit.tenancy.listing',
        ],
      },
    );
  }

  /** A deposit's deductions, oldest first, with their move-out item (and its move-in pair) or repair request: the disposition letter's lines. */
  depositDeductions(deposit: DepositEntity): Promise<DepositDeductionEntity[]> {
    return this.em.find(
      DepositDeductionEntity,
      { deposit: deposit.id },
      { populate: ['conditionItem.moveInItem', 'maintenanceRequest'], orderBy: { createdAt: 'asc', id: 'asc' } },
    );
  }

  /** The units a portal account is invited for: a tenant's tenancies not ended, an owner's units (listing title, else address). */
  async portalUnitsOf(userId: string): Promise<string[]> {
    const rows = await this.em.getConnection().execute<Array<{ unit: string }>>(
      `select coalesce(p.title, t.address) as unit from tenancies t left join properties p on p.id = t.listing_id
        where t.tenant_id = ? and t.ended_at is null
       union
       select coalesce(p.title, u.address) as unit from owner_units u join owners o on o.id = u.owner_id left join properties p on p.id = u.listing_id
        where o.account_id = ?
       order by unit limit 20`,
      [userId, userId],
      'all',
    );
    return rows.map((row) => row.unit).filter(Boolean);
  }

  /** What a payment paid, the credit it left, and what is open on its tenancy now. */
  async receiptFacts(payment: RentPaymentEntity): Promise<ReceiptFacts> {
    const allocations = await this.em.find(RentAllocationEntity, { payment: payment.id }, { populate: ['charge'], orderBy: { createdAt: 'asc', id: 'asc' } });
    const credit = await this.em.findOne(RentCreditEntity, { payment: payment.id });
    const open = await this.em.find(RentChargeEntity, { tenancy: payment.tenancy.id, openCents: { $gt: 0 } }, { fields: ['openCents'] });
    return {
      paid: allocations.map((allocation) => ({ reference: allocation.charge.reference, amountCents: allocation.amountCents })),
      creditCents: credit?.amountCents ?? 0,
      stillOpenCents: open.reduce((sum, charge) => sum + charge.openCents, 0),
    };
  }

  /** What a campaign's mail shows now (its draft's article and featured cards). */
  campaignContent(campaign: CampaignEntity, draft: ContentDraftEntity): Promise<CampaignMailContent> {
    return campaignMailContent(this.em, campaign, draft);
  }

  /**
   * Mails not finished (to be sent, or claimed by a worker that may have died) and due (a reminder once its time has
   * come), of these kinds, oldest first.
   */
  listUnfinished(limit: number, kinds: readonly MailKind[]): Promise<OutboundMailEntity[]> {
    const due = { $or: [{ sendAfter: null }, { sendAfter: { $lte: new Date() } }] };
    return this.em.find(
      OutboundMailEntity,
      { status: { $in: ['pending', 'sending'] }, kind: { $in: [...kinds] }, ...due },
      { orderBy: { createdAt: 'asc' }, limit },
    );
  }

  /** Before the claim only: the mail's end when it is not to go after all. */
  async record(mail: OutboundMailEntity, record: MailRecord): Promise<void> {
    Object.assign(mail, record);
    await this.em.flush();
  }

  /**
   * pending -> sending, atomically, counting the attempt: the claim's token (its claimed_at, to the microsecond) for the
   * one worker that gets it, else null; also null while the kind's `stillWanted` check (SQL over the row `m`) is false.
   * Nothing is sent without this claim, so two workers never send the same row; the token lets only the claim's holder
   * send the body or end the claim.
   */
  async claim(mail: OutboundMailEntity, stillWanted?: string): Promise<string | null> {
    const rows = await this.execute(
      `update outbound_mails m set status = 'sending', claimed_at = clock_timestamp(), message_id = null, attempts = m.attempts + 1
        where m.id = ? and m.status = 'pending' and (${stillWanted ?? 'true'}) returning m.claimed_at::text as id`,
      [mail.id],
    );
    return rows[0]?.id ?? null;
  }

  /**
   * The claimed mail's body is about to leave for the mail server: its Message-ID is recorded first, while the claim
   * `token` still holds and the kind's `stillWanted` check (read FOR SHARE) is true; else it throws and no body leaves.
   * A mail found sending without a Message-ID was certainly not delivered; with one, whether it was is unknown.
   */
  async markTransmitting(id: string, token: string, messageId: string, stillWanted?: string): Promise<void> {
    const rows = await this.execute(
      `update outbound_mails m set message_id = ?
        where m.id = ? and m.status = 'sending' and m.claimed_at = ?::timestamptz and (${stillWanted ?? 'true'})
       returning m.id`,
      [messageId, id, token],
    );
    if (rows.length !== 1) throw new Error(`Mail ${id} is no longer to be sent by this worker (claim lost, or no longer wanted); its body is not sent`);
  }

  /** The SMTP exchange of a claimed mail ended: sent (whatever else happened to the row meanwhile), or, while the claim `token` holds, failed or back to pending for a retry. */
  async finishClaim(id: string, token: string, record: MailRecord & { status: 'sent' | 'failed' | 'pending' }): Promise<void> {
    if (record.status === 'sent') {
      await this.em.nativeUpdate(OutboundMailEntity, { id }, record);
      return;
    }
    await this.execute(
      `update outbound_mails set status = ?, last_error = ? where id = ? and status = 'sending' and claimed_at = ?::timestamptz returning id`,
      [record.status, record.lastError ?? null, id, token],
    );
  }

  /** pending or sending -> failed; the last attempt's error stays when there was one, else `reason` is recorded. */
  async markFailed(id: string, reason: string): Promise<void> {
    const unfinished = await this.em.findOne(OutboundMailEntity, { id, status: { $in: ['pending', 'sending'] } });
    if (unfinished) await this.record(unfinished, { status: 'failed', lastError: unfinished.lastError ?? reason });
  }

  /**
   * A mail left sending by a worker that stopped, to be sent again. A mail sent at most once (`beforeBodyOnly`) is
   * reopened only while no Message-ID is recorded: a worker that only seemed stopped (its lock lost) may have passed
   * its body's gate since this one read the row, and must then be the only one to send it.
   */
  async reopen(mail: OutboundMailEntity, { beforeBodyOnly }: { beforeBodyOnly: boolean }): Promise<boolean> {
    const reopened = await this.em.nativeUpdate(
      OutboundMailEntity,
      { id: mail.id, status: 'sending', ...(beforeBodyOnly ? { messageId: null } : {}) },
      { status: 'pending' },
    );
    if (reopened === 1) mail.status = 'pending';
    return reopened === 1;
  }

  /** A mail sent at most once left sending by a worker that stopped: failed with why, never sent again. */
  async abandon(mail: OutboundMailEntity, reason: string): Promise<void> {
    await this.em.nativeUpdate(OutboundMailEntity, { id: mail.id, status: 'sending' }, { status: 'failed', lastError: reason });
  }

  private execute(sql: string, params: unknown[]): Promise<Array<{ id: string }>> {
    return this.em.getConnection().execute<Array<{ id: string }>>(sql, params, 'all');
  }

  /** Before the mail goes, so its link works even if recording the outcome fails. */
  async storePasswordResetToken(reset: PasswordResetEntity, tokenHash: string): Promise<void> {
    reset.tokenHash = tokenHash;
    await this.em.flush();
  }
}
