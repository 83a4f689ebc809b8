import { Migration } from '@mikro-orm/migrations';

/**
 * Marketing consent per channel (issue 24): each box ticked on a public form, with its wording version and time, and
 * the opt-outs that override them (recorded by staff or through a marketing e-mail's unsubscribe link).
 */
export class Migration20261127044416 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "marketing_consents" ("id" uuid not null default gen_random_uuid(), "channel" text check ("channel" in ('email', 'phone')) not null, "email" varchar(254) not null, "phone" varchar(40) null, "source" text check ("source" in ('enquiry', 'newsletter', 'viewing')) not null, "source_id" uuid not null, "wording_version" varchar(40) not null, "given_at" timestamptz not null, constraint "marketing_consents_pkey" primary key ("id"));`);
    this.addSql(`create index "marketing_consents_source_source_id_index" on "marketing_consents" ("source", "source_id");`);
    this.addSql(`create index "marketing_consents_phone_index" on "marketing_consents" ("phone");`);
    this.addSql(`create index "marketing_consents_email_index" on "marketing_consents" ("email");`);

    this.addSql(`create table "marketing_opt_outs" ("id" uuid not null default gen_random_uuid(), "channel" text check ("channel" in ('email', 'phone')) not null, "address" varchar(254) not null, "origin" text check ("origin" in ('staff', 'unsubscribe_link')) not null, "recorded_by" uuid null, "recorded_at" timestamptz not null default now(), constraint "marketing_opt_outs_pkey" primary key ("id"));`);
    this.addSql(`create index "marketing_opt_outs_channel_address_recorded_at_index" on "marketing_opt_outs" ("channel", "address", "recorded_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "marketing_consents" cascade;`);

    this.addSql(`drop table if exists "marketing_opt_outs" cascade;`);
  }

}
