import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { MarketingOptOutRequest } from '@app/contracts';
import { MarketingOptOutEntity } from '@app/core';

@Injectable()
export class MarketingOptOutsRepository {
  constructor(private readonly em: EntityManager) {}

  /** Stores the opt-out; every read of who takes marketing (campaign sends, exports, the panel) honours it from then on. */
  async recordByStaff({ channel, address }: MarketingOptOutRequest, staffId: string): Promise<MarketingOptOutEntity> {
    const optOut = new MarketingOptOutEntity({ channel, address, origin: 'staff', recordedBy: staffId });
    await this.em.persistAndFlush(optOut);
    return optOut;
  }
}
