import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { CampaignEntity, optedOutSince } from '@app/core';

/** How many subscribers one fan-out statement stores mails for, and how many mails one addBulk queues. */
export const FAN_OUT_BATCH = 1000;

const FIRST_ID = '00000000-0000-0000-0000-000000000000';

export const CAMPAIGN_CANCELLED = 'The campaign was cancelled before this e-mail was sent.';
export const UNSUBSCRIBED_SINCE = 'The subscriber unsubscribed, opted out of e-mail marketing or is no longer confirmed since this e-mail was stored.';

/** The subscriber `s` has opted out of e-mail marketing since subscribing. */
const SUBSCRIBER_OPTED_OUT = optedOutSince('email', 's.email', 's.consented_at');

/**
 * SQL over the outbox row `m` of a campaign mail: its campaign is still sending, and its subscriber still confirmed,
 * subscribed and not opted out of e-mail marketing (an erased one has no row left); `forShare` reads both rows FOR
 * SHARE, so a cancel, an unsubscribe or an erasure that commits first stops the mail, and one that commits later waits.
 * An opt-out takes no lock: one recorded while a body is already leaving does not recall it.
 */
export function campaignMailStillWanted(forShare: boolean): string {
  return `exists (select 1 from campaigns c join newsletter_subscribers s on s.id = m.subscriber_id
                   where c.id = m.campaign_id and c.status = 'sending' and s.confirmed_at is not null and s.unsubscribed_at is null
                     and not ${SUBSCRIBER_OPTED_OUT}${forShare ? ' for share of c, s' : ''})`;
}

/** Campaigns as the worker sends them: started, fanned out to one outbox mail per recipient, finished. */
@Injectable()
export class CampaignRunsRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * scheduled (and due) -> sending, recording when it started; a campaign sending but not yet fanned out (its start job
   * ran before and stopped) is taken again. Null when there is nothing to start: not due, fanned out, or cancelled.
   */
  async begin(id: string): Promise<{ startedAt: Date } | null> {
    const [row] = await this.em.getConnection().execute<Array<{ started_at: Date }>>(
      `update campaigns set status = 'sending', started_at = coalesce(started_at, now())
        where id = ? and fanned_out_at is null and (status = 'sending' or (status = 'scheduled' and send_at <= now()))
       returning started_at`,
      [id],
      'all',
    );
    return row ? { startedAt: new Date(row.started_at) } : null;
  }

  /**
   * Stores a pending campaign mail for the next FAN_OUT_BATCH subscribers (by id, after `afterId`) confirmed when the
   * campaign started, not unsubscribed and not opted out of e-mail marketing since subscribing, while it is still sending. ON CONFLICT DO NOTHING on (campaign, subscriber):
   * run again, by a retry or a second worker, it stores nothing twice. Answers the last subscriber id looked at, or
   * null when none was left.
   */
  async fanOut(campaignId: string, startedAt: Date, afterId: string = FIRST_ID): Promise<string | null> {
    const [row] = await this.em.getConnection().execute<Array<{ last_id: string | null }>>(
      `with batch as (
         select s.id, s.email from newsletter_subscribers s
          where s.id > ? and s.confirmed_at is not null and s.confirmed_at <= ? and s.unsubscribed_at is null
            and not ${SUBSCRIBER_OPTED_OUT}
          order by s.id limit ?
       ), stored as (
         insert into outbound_mails (kind, recipient, subscriber_id, campaign_id, status, attempts, created_at)
         select 'campaign', b.email, b.id, c.id, 'pending', 0, now() from batch b join campaigns c on c.id = ? and c.status = 'sending'
         on conflict (campaign_id, subscriber_id) do nothing
       )
       select (select id from batch order by id desc limit 1) as last_id`,
      [afterId, startedAt, FAN_OUT_BATCH, campaignId],
      'all',
    );
    return row?.last_id ?? null;
  }

  /** Ids of the campaign's pending mails, FAN_OUT_BATCH at a time by id after `afterId`, to queue their jobs. */
  async pendingMailIds(campaignId: string, afterId: string = FIRST_ID): Promise<string[]> {
    const rows = await this.em
      .getConnection()
      .execute<Array<{ id: string }>>(
        `select id from outbound_mails where campaign_id = ? and kind = 'campaign' and status = 'pending' and id > ? order by id limit ?`,
        [campaignId, afterId, FAN_OUT_BATCH],
        'all',
      );
    return rows.map((row) => row.id);
  }

  /**
   * A campaign mail no longer wanted (its campaign cancelled, its subscriber unsubscribed, opted out or no longer
   * confirmed): cancelled, with the reason. Answers whether it was.
   */
  async callOffMail(id: string): Promise<boolean> {
    const rows = await this.em.getConnection().execute<Array<{ id: string }>>(
      `update outbound_mails m set status = 'cancelled',
              last_error = case when c.status = 'cancelled' then ? else ? end
         from campaigns c, newsletter_subscribers s
        where m.id = ? and m.status = 'pending' and c.id = m.campaign_id and s.id = m.subscriber_id
          and (c.status = 'cancelled' or s.confirmed_at is null or s.unsubscribed_at is not null or ${SUBSCRIBER_OPTED_OUT})
       returning m.id`,
      [CAMPAIGN_CANCELLED, UNSUBSCRIBED_SINCE, id],
      'all',
    );
    return rows.length === 1;
  }

  async markFannedOut(id: string): Promise<void> {
    await this.em.nativeUpdate(CampaignEntity, { id, status: 'sending' }, { fannedOutAt: new Date() });
  }

  /** sending -> sent once fanned out and none of its mails is left to send. */
  async finishIfDone(id: string): Promise<boolean> {
    const rows = await this.em.getConnection().execute<Array<{ id: string }>>(
      `update campaigns c set status = 'sent'
        where c.id = ? and c.status = 'sending' and c.fanned_out_at is not null
          and not exists (select 1 from outbound_mails m where m.campaign_id = c.id and m.status in ('pending', 'sending') and m.kind = 'campaign')
       returning c.id`,
      [id],
      'all',
    );
    return rows.length === 1;
  }

  /** Campaigns the sweep looks after: scheduled (their start job may be lost), or sending. */
  unfinished(): Promise<CampaignEntity[]> {
    return this.em.find(CampaignEntity, { status: { $in: ['scheduled', 'sending'] } }, { orderBy: { sendAt: 'asc' }, limit: 100 });
  }
}
