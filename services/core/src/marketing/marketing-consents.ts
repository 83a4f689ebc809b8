import type { EntityManager } from '@mikro-orm/postgresql';
import { consentedChannels, MARKETING_CONSENT_VERSION, type MarketingChannel, type MarketingConsents, type MarketingConsentSource, normalizePhoneNumber } from '@app/contracts';
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

/** The numbers among `phones` (normalized) that take marketing calls and messages: a phone consent given, and no opt-out since. */
export async function marketablePhones(em: EntityManager, phones: string[]): Promise<Set<string>> {
  if (phones.length === 0) return new Set();
  const rows = await em.getConnection().execute<Array<{ phone: string }>>(
    `select distinct consent.phone from marketing_consents consent
      where consent.phone = any(?) and consent.channel = 'phone' and not ${optedOutSince('phone', 'consent.phone', 'consent.given_at')}`,
    [phones],
    'all',
  );
  return new Set(rows.map((row) => row.phone));
}

/** For each of `emails` (lower-cased) that has one: the latest phone number it gave with a phone consent that no opt-out has overridden. */
export async function marketingPhonesByEmail(em: EntityManager, emails: string[]): Promise<Map<string, string>> {
  if (emails.length === 0) return new Map();
  const rows = await em.getConnection().execute<Array<{ email: string; phone: string }>>(
    `select distinct on (consent.email) consent.email, consent.phone from marketing_consents consent
      where consent.email = any(?) and consent.channel = 'phone' and consent.phone is not null
        and not ${optedOutSince('phone', 'consent.phone', 'consent.given_at')}
      order by consent.email, consent.given_at desc`,
    [emails],
    'all',
  );
  return new Map(rows.map((row) => [row.email, row.phone]));
}
