import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 34, condition reports and deposits: new tables `condition_reports`, `condition_report_items`,
 * `condition_report_photos`, `tenancy_deposits`, `deposit_deductions`, `deposit_refund_reminders`; the outbox gains the
 * kinds `condition_report_shared`, `deposit_disposition`, `deposit_refund_reminder` and a column for each one's subject.
 * No existing row changes. `down()` deletes the mails of the new kinds first.
 */
export class Migration20261129030000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "tenancy_deposits" ("id" uuid not null default gen_random_uuid(), "tenancy_id" uuid not null, "amount_cents" int not null, "holder" text check ("holder" in ('company', 'owner')) not null, "received_on" date not null, "handback_on" date null, "refund_deadline_on" date null, "refunded_on" date null, "refund_cents" int null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), constraint "tenancy_deposits_pkey" primary key ("id"), constraint tenancy_deposits_amount_check check (amount_cents > 0));`);
    this.addSql(`alter table "tenancy_deposits" add constraint "tenancy_deposits_tenancy_id_unique" unique ("tenancy_id");`);
    this.addSql(`create index "tenancy_deposits_refund_deadline_on_index" on "tenancy_deposits" ("refund_deadline_on");`);

    this.addSql(`create table "deposit_refund_reminders" ("id" uuid not null default gen_random_uuid(), "deposit_id" uuid not null, "deadline_on" date not null, "created_at" timestamptz not null default now(), constraint "deposit_refund_reminders_pkey" primary key ("id"));`);
    this.addSql(`alter table "deposit_refund_reminders" add constraint "deposit_refund_reminders_deposit_id_unique" unique ("deposit_id");`);

    this.addSql(`create table "condition_reports" ("id" uuid not null default gen_random_uuid(), "tenancy_id" uuid not null, "kind" text check ("kind" in ('move_in', 'move_out')) not null, "status" text check ("status" in ('draft', 'shared', 'acknowledged')) not null default 'draft', "handover_on" date null, "inventory" jsonb not null, "meters" jsonb not null, "shared_at" timestamptz null, "comments_close_at" timestamptz null, "portal_url" varchar(500) null, "acknowledged_name" varchar(120) null, "acknowledged_at" timestamptz null, "acknowledged_from" varchar(64) null, "acknowledged_sha256" varchar(64) null, "created_by_id" uuid null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), constraint "condition_reports_pkey" primary key ("id"));`);
    this.addSql(`alter table "condition_reports" add constraint "condition_reports_tenancy_id_kind_unique" unique ("tenancy_id", "kind");`);

    this.addSql(`create table "condition_report_items" ("id" uuid not null default gen_random_uuid(), "report_id" uuid not null, "position" smallint not null, "room" varchar(60) not null, "name" varchar(80) not null, "condition" text check ("condition" in ('good', 'fair', 'damaged', 'not_applicable')) null, "note" text not null default '', "tenant_comment" text not null default '', "move_in_item_id" uuid null, "created_at" timestamptz not null default now(), constraint "condition_report_items_pkey" primary key ("id"));`);
    this.addSql(`alter table "condition_report_items" add constraint "condition_report_items_move_in_item_id_unique" unique ("move_in_item_id");`);
    this.addSql(`create index "condition_report_items_report_id_position_index" on "condition_report_items" ("report_id", "position");`);

    this.addSql(`create table "deposit_deductions" ("id" uuid not null default gen_random_uuid(), "deposit_id" uuid not null, "amount_cents" int not null, "reason" varchar(300) not null, "condition_item_id" uuid null, "maintenance_request_id" uuid null, "created_by_id" uuid null, "created_at" timestamptz not null default now(), constraint "deposit_deductions_pkey" primary key ("id"), constraint deposit_deductions_evidence_check check ((condition_item_id is null) <> (maintenance_request_id is null)), constraint deposit_deductions_amount_check check (amount_cents > 0));`);
    this.addSql(`create index "deposit_deductions_condition_item_id_index" on "deposit_deductions" ("condition_item_id");`);
    this.addSql(`create index "deposit_deductions_maintenance_request_id_index" on "deposit_deductions" ("maintenance_request_id");`);
    this.addSql(`create index "deposit_deductions_deposit_id_created_at_index" on "deposit_deductions" ("deposit_id", "created_at");`);

    this.addSql(`create table "condition_report_photos" ("media_id" uuid not null, "item_id" uuid not null, "added_by_id" uuid null, "created_at" timestamptz not null default now(), constraint "condition_report_photos_pkey" primary key ("media_id"));`);
    this.addSql(`create index "condition_report_photos_item_id_created_at_index" on "condition_report_photos" ("item_id", "created_at");`);

    this.addSql(`alter table "tenancy_deposits" add constraint "tenancy_deposits_tenancy_id_foreign" foreign key ("tenancy_id") references "tenancies" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "deposit_refund_reminders" add constraint "deposit_refund_reminders_deposit_id_foreign" foreign key ("deposit_id") references "tenancy_deposits" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "condition_reports" add constraint "condition_reports_tenancy_id_foreign" foreign key ("tenancy_id") references "tenancies" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "condition_reports" add constraint "condition_reports_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "condition_report_items" add constraint "condition_report_items_report_id_foreign" foreign key ("report_id") references "condition_reports" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "condition_report_items" add constraint "condition_report_items_move_in_item_id_foreign" foreign key ("move_in_item_id") references "condition_report_items" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "deposit_deductions" add constraint "deposit_deductions_deposit_id_foreign" foreign key ("deposit_id") references "tenancy_deposits" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "deposit_deductions" add constraint "deposit_deductions_condition_item_id_foreign" foreign key ("condition_item_id") references "condition_report_items" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "deposit_deductions" add constraint "deposit_deductions_maintenance_request_id_foreign" foreign key ("maintenance_request_id") references "maintenance_requests" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "deposit_deductions" add constraint "deposit_deductions_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "condition_report_photos" add constraint "condition_report_photos_media_id_foreign" foreign key ("media_id") references "media_items" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "condition_report_photos" add constraint "condition_report_photos_item_id_foreign" foreign key ("item_id") references "condition_report_items" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "condition_report_photos" add constraint "condition_report_photos_added_by_id_foreign" foreign key ("added_by_id") references "users" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "outbound_mails" drop constraint if exists "outbound_mails_kind_check";`);

    this.addSql(`alter table "outbound_mails" add column "condition_report_id" uuid null, add column "deposit_id" uuid null, add column "deposit_refund_reminder_id" uuid null;`);
    this.addSql(`alter table "outbound_mails" add constraint "outbound_mails_condition_report_id_foreign" foreign key ("condition_report_id") references "condition_reports" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "outbound_mails" add constraint "outbound_mails_deposit_id_foreign" foreign key ("deposit_id") references "tenancy_deposits" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "outbound_mails" add constraint "outbound_mails_deposit_refund_reminder_id_foreign" foreign key ("deposit_refund_reminder_id") references "deposit_refund_reminders" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "outbound_mails" add constraint "outbound_mails_kind_check" check("kind" in ('enquiry_notification', 'enquiry_reply', 'password_reset', 'newsletter_confirmation', 'newsletter_welcome', 'campaign_test', 'campaign', 'viewing_confirmation', 'viewing_reminder_24h', 'viewing_reminder_2h', 'portal_sign_in', 'maintenance_notification', 'maintenance_status', 'owner_statement', 'lease_reminder', 'maintenance_follow_up', 'rent_receipt', 'rent_reminder', 'viewing_staff_notice', 'viewing_staff_cancellation', 'viewing_cancellation', 'condition_report_shared', 'deposit_disposition', 'deposit_refund_reminder'));`);
    this.addSql(`create index "outbound_mails_condition_report_id_index" on "outbound_mails" ("condition_report_id");`);
    this.addSql(`alter table "outbound_mails" add constraint "outbound_mails_deposit_id_unique" unique ("deposit_id");`);
    this.addSql(`alter table "outbound_mails" add constraint "outbound_mails_deposit_refund_reminder_id_unique" unique ("deposit_refund_reminder_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "outbound_mails" where "kind" in ('condition_report_shared', 'deposit_disposition', 'deposit_refund_reminder');`);
    this.addSql(`alter table "deposit_refund_reminders" drop constraint "deposit_refund_reminders_deposit_id_foreign";`);

    this.addSql(`alter table "deposit_deductions" drop constraint "deposit_deductions_deposit_id_foreign";`);

    this.addSql(`alter table "outbound_mails" drop constraint "outbound_mails_deposit_id_foreign";`);

    this.addSql(`alter table "outbound_mails" drop constraint "outbound_mails_deposit_refund_reminder_id_foreign";`);

    this.addSql(`alter table "condition_report_items" drop constraint "condition_report_items_report_id_foreign";`);

    this.addSql(`alter table "outbound_mails" drop constraint "outbound_mails_condition_report_id_foreign";`);

    this.addSql(`alter table "condition_report_items" drop constraint "condition_report_items_move_in_item_id_foreign";`);

    this.addSql(`alter table "deposit_deductions" drop constraint "deposit_deductions_condition_item_id_foreign";`);

    this.addSql(`alter table "condition_report_photos" drop constraint "condition_report_photos_item_id_foreign";`);

    this.addSql(`drop table if exists "tenancy_deposits" cascade;`);

    this.addSql(`drop table if exists "deposit_refund_reminders" cascade;`);

    this.addSql(`drop table if exists "condition_reports" cascade;`);

    this.addSql(`drop table if exists "condition_report_items" cascade;`);

    this.addSql(`drop table if exists "deposit_deductions" cascade;`);

    this.addSql(`drop table if exists "condition_report_photos" cascade;`);

    this.addSql(`alter table "outbound_mails" drop constraint if exists "outbound_mails_kind_check";`);

    this.addSql(`drop index "outbound_mails_condition_report_id_index";`);
    this.addSql(`alter table "outbound_mails" drop constraint "outbound_mails_deposit_id_unique";`);
    this.addSql(`alter table "outbound_mails" drop constraint "outbound_mails_deposit_refund_reminder_id_unique";`);
    this.addSql(`alter table "outbound_mails" drop column "condition_report_id", drop column "deposit_id", drop column "deposit_refund_reminder_id";`);

    this.addSql(`alter table "outbound_mails" add constraint "outbound_mails_kind_check" check("kind" in ('enquiry_notification', 'enquiry_reply', 'password_reset', 'newsletter_confirmation', 'newsletter_welcome', 'campaign_test', 'campaign', 'viewing_confirmation', 'viewing_reminder_24h', 'viewing_reminder_2h', 'portal_sign_in', 'maintenance_notification', 'maintenance_status', 'owner_statement', 'lease_reminder', 'maintenance_follow_up', 'rent_receipt', 'rent_reminder', 'viewing_staff_notice', 'viewing_staff_cancellation', 'viewing_cancellation'));`);
  }

}
