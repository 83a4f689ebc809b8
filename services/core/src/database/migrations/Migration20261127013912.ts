import { Migration } from '@mikro-orm/migrations';

/**
 * Campaigns are sent: when a campaign is to go, started and fanned out; one outbox mail per campaign and subscriber
 * (unique, so a fan-out run twice stores nothing twice); a mail claimed for its SMTP exchange (sending, claimed_at) or
 * called off (cancelled). down() deletes campaign mails and maps the new statuses back (sending -> pending,
 * cancelled -> failed).
 */
export class Migration20261127013912 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "outbound_mails" drop constraint if exists "outbound_mails_kind_check";`);
    this.addSql(`alter table "outbound_mails" drop constraint if exists "outbound_mails_status_check";`);

    this.addSql(`alter table "campaigns" add column "send_at" timestamptz null, add column "started_at" timestamptz null, add column "fanned_out_at" timestamptz null;`);
    this.addSql(`create index "campaigns_status_send_at_index" on "campaigns" ("status", "send_at");`);

    this.addSql(`alter table "outbound_mails" add column "claimed_at" timestamptz null;`);
    this.addSql(`alter table "outbound_mails" add constraint "outbound_mails_kind_check" check("kind" in ('enquiry_notification', 'enquiry_reply', 'password_reset', 'newsletter_confirmation', 'newsletter_welcome', 'campaign_test', 'campaign'));`);
    this.addSql(`alter table "outbound_mails" add constraint "outbound_mails_status_check" check("status" in ('pending', 'sending', 'sent', 'not_configured', 'failed', 'cancelled'));`);
    this.addSql(`create index "outbound_mails_campaign_id_status_index" on "outbound_mails" ("campaign_id", "status");`);
    this.addSql(`alter table "outbound_mails" add constraint "outbound_mails_campaign_id_subscriber_id_unique" unique ("campaign_id", "subscriber_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "outbound_mails" where "kind" = 'campaign';`);
    this.addSql(`update "outbound_mails" set "status" = 'pending' where "status" = 'sending';`);
    this.addSql(`update "outbound_mails" set "status" = 'failed' where "status" = 'cancelled';`);
    this.addSql(`update "campaigns" set "status" = 'draft';`);
    this.addSql(`alter table "outbound_mails" drop constraint if exists "outbound_mails_kind_check";`);
    this.addSql(`alter table "outbound_mails" drop constraint if exists "outbound_mails_status_check";`);

    this.addSql(`drop index "campaigns_status_send_at_index";`);
    this.addSql(`alter table "campaigns" drop column "send_at", drop column "started_at", drop column "fanned_out_at";`);

    this.addSql(`drop index "outbound_mails_campaign_id_status_index";`);
    this.addSql(`alter table "outbound_mails" drop constraint "outbound_mails_campaign_id_subscriber_id_unique";`);
    this.addSql(`alter table "outbound_mails" drop column "claimed_at";`);

    this.addSql(`alter table "outbound_mails" add constraint "outbound_mails_kind_check" check("kind" in ('enquiry_notification', 'enquiry_reply', 'password_reset', 'newsletter_confirmation', 'newsletter_welcome', 'campaign_test'));`);
    this.addSql(`alter table "outbound_mails" add constraint "outbound_mails_status_check" check("status" in ('pending', 'sent', 'not_configured', 'failed'));`);
  }

}
