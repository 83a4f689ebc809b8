import { Migration } from '@mikro-orm/migrations';

/**
 * Newsletter campaigns (an approved Newsletter draft with the posts and listings it features, the site address its
 * links point at, and where it stands), and the outbox's test e-mails of a campaign.
 */
export class Migration20261127012108 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "campaigns" ("id" uuid not null default gen_random_uuid(), "draft_id" uuid null, "subject" varchar(200) not null, "site_url" text not null, "post_ids" jsonb not null, "property_ids" jsonb not null, "status" text check ("status" in ('draft', 'scheduled', 'sending', 'sent', 'cancelled')) not null default 'draft', "created_by_id" uuid null, "created_at" timestamptz not null default now(), constraint "campaigns_pkey" primary key ("id"));`);
    this.addSql(`create index "campaigns_created_at_index" on "campaigns" ("created_at");`);

    this.addSql(`alter table "campaigns" add constraint "campaigns_draft_id_foreign" foreign key ("draft_id") references "content_drafts" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "campaigns" add constraint "campaigns_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "outbound_mails" drop constraint if exists "outbound_mails_kind_check";`);

    this.addSql(`alter table "outbound_mails" add column "campaign_id" uuid null;`);
    this.addSql(`alter table "outbound_mails" add constraint "outbound_mails_campaign_id_foreign" foreign key ("campaign_id") references "campaigns" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "outbound_mails" add constraint "outbound_mails_kind_check" check("kind" in ('enquiry_notification', 'enquiry_reply', 'password_reset', 'newsletter_confirmation', 'newsletter_welcome', 'campaign_test'));`);
    this.addSql(`create index "outbound_mails_campaign_id_index" on "outbound_mails" ("campaign_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "outbound_mails" where "kind" = 'campaign_test';`);
    this.addSql(`alter table "outbound_mails" drop constraint "outbound_mails_campaign_id_foreign";`);

    this.addSql(`drop table if exists "campaigns" cascade;`);

    this.addSql(`alter table "outbound_mails" drop constraint if exists "outbound_mails_kind_check";`);

    this.addSql(`drop index "outbound_mails_campaign_id_index";`);
    this.addSql(`alter table "outbound_mails" drop column "campaign_id";`);

    this.addSql(`alter table "outbound_mails" add constraint "outbound_mails_kind_check" check("kind" in ('enquiry_notification', 'enquiry_reply', 'password_reset', 'newsletter_confirmation', 'newsletter_welcome'));`);
  }

}
