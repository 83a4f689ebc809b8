import { Migration } from '@mikro-orm/migrations';

const KINDS_BEFORE = `'enquiry_notification', 'enquiry_reply', 'password_reset', 'newsletter_confirmation', 'newsletter_welcome', 'campaign_test', 'campaign', 'viewing_confirmation', 'viewing_reminder_24h', 'viewing_reminder_2h', 'portal_sign_in', 'maintenance_notification', 'maintenance_status', 'owner_statement', 'lease_reminder', 'maintenance_follow_up', 'rent_receipt', 'rent_reminder', 'viewing_staff_notice', 'viewing_staff_cancellation', 'viewing_cancellation'`;
const KINDS_ADDED = `'stamping_reminder', 'renewal_offer', 'renewal_answer'`;

/**
 * The lease lifecycle: a tenancy's lease terms (unit and tenant facts for Singapore's lease rules, stamp duty inputs,
 * stamping, diplomatic clause, the tenancy it renews), its documents, stamping reminders and renewal offers, and
 * their mails.
 */
export class Migration20261129020000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "tenancy_documents" ("id" uuid not null default gen_random_uuid(), "tenancy_id" uuid not null, "kind" text check ("kind" in ('agreement', 'stamp_certificate')) not null, "content_type" text check ("content_type" in ('application/pdf', 'image/jpeg', 'image/png')) not null, "original_filename" varchar(255) not null, "size" int not null, "uploaded_by_id" uuid null, "created_at" timestamptz not null default now(), constraint "tenancy_documents_pkey" primary key ("id"));`);
    this.addSql(`create index "tenancy_documents_tenancy_id_created_at_index" on "tenancy_documents" ("tenancy_id", "created_at");`);
    this.addSql(`create table "stamping_reminders" ("id" uuid not null default gen_random_uuid(), "tenancy_id" uuid not null, "deadline" date not null, "created_at" timestamptz not null default now(), constraint "stamping_reminders_pkey" primary key ("id"));`);
    this.addSql(`alter table "stamping_reminders" add constraint "stamping_reminders_tenancy_id_deadline_unique" unique ("tenancy_id", "deadline");`);
    this.addSql(`create table "renewal_offers" ("id" uuid not null default gen_random_uuid(), "tenancy_id" uuid not null, "monthly_rent_cents" int not null, "term_months" smallint not null, "status" text check ("status" in ('offered', 'accepted', 'declined', 'withdrawn')) not null default 'offered', "follow_on_id" uuid null, "portal_url" varchar(300) not null, "offered_by_id" uuid null, "answered_at" timestamptz null, "created_at" timestamptz not null default now(), constraint "renewal_offers_pkey" primary key ("id"));`);
    this.addSql(`create index "renewal_offers_tenancy_id_index" on "renewal_offers" ("tenancy_id");`);
    this.addSql(`alter table "tenancy_documents" add constraint "tenancy_documents_tenancy_id_foreign" foreign key ("tenancy_id") references "tenancies" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "tenancy_documents" add constraint "tenancy_documents_uploaded_by_id_foreign" foreign key ("uploaded_by_id") references "users" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "stamping_reminders" add constraint "stamping_reminders_tenancy_id_foreign" foreign key ("tenancy_id") references "tenancies" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "renewal_offers" add constraint "renewal_offers_tenancy_id_foreign" foreign key ("tenancy_id") references "tenancies" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "renewal_offers" add constraint "renewal_offers_follow_on_id_foreign" foreign key ("follow_on_id") references "tenancies" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "renewal_offers" add constraint "renewal_offers_offered_by_id_foreign" foreign key ("offered_by_id") references "users" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "tenancies" add column "property_kind" text check ("property_kind" in ('hdb', 'private')) null, add column "letting" text check ("letting" in ('whole_unit', 'rooms')) not null default 'whole_unit', add column "hdb_rooms" smallint null, add column "floor_area_sqm" smallint null, add column "tenant_residency" text check ("tenant_residency" in ('singapore_citizen', 'malaysian', 'singapore_pr', 'other')) null, add column "occupants" smallint null, add column "market_monthly_rent_cents" int null, add column "monthly_charges_cents" int not null default 0, add column "later_year_rents_cents" jsonb not null default '[]', add column "signed_on" date null, add column "signed_abroad" boolean not null default false, add column "received_in_singapore_on" date null, add column "stamp_certificate_ref" varchar(40) null, add column "stamped_on" date null, add column "diplomatic_clause_from" date null, add column "diplomatic_notice_months" smallint null, add column "previous_tenancy_id" uuid null;`);
    this.addSql(`alter table "tenancies" add constraint "tenancies_previous_tenancy_id_foreign" foreign key ("previous_tenancy_id") references "tenancies" ("id") on update cascade on delete set null;`);
    this.addSql(`create index "tenancies_previous_tenancy_id_index" on "tenancies" ("previous_tenancy_id");`);
    this.addSql(`alter table "outbound_mails" add column "stamping_reminder_id" uuid null, add column "renewal_offer_id" uuid null;`);
    this.addSql(`alter table "outbound_mails" add constraint "outbound_mails_stamping_reminder_id_foreign" foreign key ("stamping_reminder_id") references "stamping_reminders" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "outbound_mails" add constraint "outbound_mails_renewal_offer_id_foreign" foreign key ("renewal_offer_id") references "renewal_offers" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "outbound_mails" add constraint "outbound_mails_stamping_reminder_id_unique" unique ("stamping_reminder_id");`);
    this.addSql(`create index "outbound_mails_renewal_offer_id_index" on "outbound_mails" ("renewal_offer_id");`);
    this.addSql(`alter table "outbound_mails" drop constraint if exists "outbound_mails_kind_check";`);
    this.addSql(`alter table "outbound_mails" add constraint "outbound_mails_kind_check" check("kind" in (${KINDS_BEFORE}, ${KINDS_ADDED}));`);
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "outbound_mails" where "kind" in (${KINDS_ADDED});`);
    this.addSql(`alter table "outbound_mails" drop constraint if exists "outbound_mails_kind_check";`);
    this.addSql(`alter table "outbound_mails" add constraint "outbound_mails_kind_check" check("kind" in (${KINDS_BEFORE}));`);
    this.addSql(`alter table "outbound_mails" drop column "stamping_reminder_id", drop column "renewal_offer_id";`);
    this.addSql(`alter table "tenancies" drop column "property_kind", drop column "letting", drop column "hdb_rooms", drop column "floor_area_sqm", drop column "tenant_residency", drop column "occupants", drop column "market_monthly_rent_cents", drop column "monthly_charges_cents", drop column "later_year_rents_cents", drop column "signed_on", drop column "signed_abroad", drop column "received_in_singapore_on", drop column "stamp_certificate_ref", drop column "stamped_on", drop column "diplomatic_clause_from", drop column "diplomatic_notice_months", drop column "previous_tenancy_id";`);
    this.addSql(`drop table if exists "renewal_offers" cascade;`);
    this.addSql(`drop table if exists "stamping_reminders" cascade;`);
    this.addSql(`drop table if exists "tenancy_documents" cascade;`);
  }

}
