import { singaporeDay } from '@app/contracts';
import type { TenancyEntity } from './tenancy.entity';

/** The last day a tenancy's lease ran: its end date, or the Singapore day staff ended it, if earlier. */
export function lastLeaseDay(tenancy: Pick<TenancyEntity, 'leaseEnd' | 'endedAt'>): string {
  const ended = tenancy.endedAt ? singaporeDay(tenancy.endedAt) : null;
  return ended !== null && ended < tenancy.leaseEnd ? ended : tenancy.leaseEnd;
}
