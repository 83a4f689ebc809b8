import type { EntityManager } from '@mikro-orm/postgresql';
import {
  consentedChannels,
  MARKETING_CONSENT_VERSION,
  type MarketingChannel,
  type MarketingConsents,
  type MarketingConsentSource,
  type MarketingConsentView,
  normalizePhoneNumber,
} from '@app/contracts';
import { MarketingConsentEntity } from './marketing-consent.entity';

export type MarketingConsentRecord = MarketingConsents & {
  source: MarketingConsentSource;
  /** The id of the enquiry, subscription or booking the form stored. */
  sourceId: string;
  email: string;
  /** The phone number the form took, if any (stored normalized; an empty one is none). */
  phone: string | null;
  givenAt?: Date;
};

/**
 * The marketing consents ticked on a form, one row per channel on the current wording, persisted on `em` so they are
 * written in the same flush (or transaction) as the enquiry, subscription or booking they came with. Nothing when no
 * box was ticked.
 */
export function recordMarketingConsents(em: EntityManager, record: MarketingConsentRecord): MarketingConsentEntity[] {
  const phone = record.phone ? normalizePhoneNumber(record.phone) || null : null;
  const consents = consentedChannels(record).map(
    (channel) =>
      new MarketingConsentEntity({
        channel,
        email: record.email,
        phone,
        source: record.source,
        sourceId: record.sourceId,
        wordingVersion: MARKETING_CONSENT_VERSION,
        givenAt: record.givenAt ?? new Date(),
      }),
  );
  for (const consent of consents) em.persist(consent);
  return consents;
}

/**
 * SQL condition: `addressSql` (a lower-cased e-mail or a normalized phone) has an opt-out on `channel` recorded after
 * `sinceSql` (the consent or subscription it would override). `channel` is one of MARKETING_CHANNELS, never user input.
 */
export function optedOutSince(channel: MarketingChannel, addressSql: string, sinceSql: string): string {
  return `exists (select 1 from marketing_opt_outs opt_out where opt_out.channel = '${channel}' and opt_out.address = ${addressSql} and opt_out.recorded_at > ${sinceSql})`;
}

/** For each of `emails` (lower-cased) that has one: the latest phone number it gave with a phone consent that no opt-out has overridden. */
export async function marketingPhonesByEmail(em: EntityManager, emails: string[]): Promise<Map<string, string>> {
  if (emails.length === 0) return new Map();
  const rows = await em.getConnection().execute<Array<{ email: string; phone: string }>>(
    `select distinct on (consent.email) consent.email, consent.phone from marketing_consents consent
      where consent.email in (?) and consent.channel = 'phone' and consent.phone is not null
        and not ${optedOutSince('phone', 'consent.phone', 'consent.given_at')}
      order by consent.email, consent.given_at desc`,
    [emails],
    'all',
  );
  return new Map(rows.map((row) => [row.email, row.phone]));
}

type ConsentRow = {
  source_id: string;
  channel: MarketingChannel;
  wording_version: string;
  given_at: Date;
  source: MarketingConsentSource;
  opted_out_at: Date | null;
};

/** The consents given with each of `sourceIds` (enquiries, subscriptions or bookings), oldest first, each with the opt-out that ended it. */
export async function marketingConsentsOf(
  em: EntityManager,
  source: MarketingConsentSource,
  sourceIds: string[],
): Promise<Map<string, MarketingConsentView[]>> {
  const views = new Map<string, MarketingConsentView[]>();
  if (sourceIds.length === 0) return views;
  const rows = await em.getConnection().execute<ConsentRow[]>(
    `select consent.source_id, consent.channel, consent.wording_version, consent.given_at, consent.source,
            (select min(opt_out.recorded_at) from marketing_opt_outs opt_out
              where opt_out.channel = consent.channel and opt_out.recorded_at > consent.given_at
                and opt_out.address = case consent.channel when 'email' then consent.email else consent.phone end) as opted_out_at
       from marketing_consents consent
      where consent.source = ? and consent.source_id in (?)
      order by consent.given_at, consent.channel`,
    [source, sourceIds],
    'all',
  );
  for (const row of rows) {
    const view = {
      channel: row.channel,
      wordingVersion: row.wording_version,
      givenAt: new Date(row.given_at).toISOString(),
      source: row.source,
      optedOutAt: row.opted_out_at ? new Date(row.opted_out_at).toISOString() : null,
    };
    views.set(row.source_id, [...(views.get(row.source_id) ?? []), view]);
  }
  return views;
}
