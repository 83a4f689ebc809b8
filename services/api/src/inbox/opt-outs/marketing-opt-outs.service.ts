import { Injectable } from '@nestjs/common';
import type { MarketingOptOut, MarketingOptOutRequest } from '@app/contracts';
import { AuditLogService } from '../../audit/audit-log.service';
import type { Acting } from '../inbox.service';
import { MarketingOptOutsRepository } from './marketing-opt-outs.repository';

/** Opt-outs of marketing recorded by staff (a visitor asked by phone, at a viewing, by letter), audited. */
@Injectable()
export class MarketingOptOutsService {
  constructor(
    private readonly optOuts: MarketingOptOutsRepository,
    private readonly audit: AuditLogService,
  ) {}

  async record(request: MarketingOptOutRequest, { actor, clientAddress }: Acting): Promise<MarketingOptOut> {
    const optOut = await this.optOuts.recordByStaff(request, actor.id);
    // The audit row names the opt-out, not the address: the address is personal data, kept only on the opt-out itself.
    await this.audit.record({
      action: 'marketing.opt_out_recorded',
      actorId: actor.id,
      targetId: optOut.id,
      clientAddress,
      details: { channel: optOut.channel },
    });
    return { channel: optOut.channel, address: optOut.address, recordedAt: optOut.recordedAt.toISOString(), origin: optOut.origin };
  }
}
