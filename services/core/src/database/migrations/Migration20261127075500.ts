import { Migration } from '@mikro-orm/migrations';

const KINDS_BEFORE = `'enquiry_notification', 'enquiry_reply', 'password_reset', 'newsletter_confirmation', 'newsletter_welcome', 'campaign_test', 'campaign', 'viewing_confirmation', 'viewing_reminder_24h', 'viewing_reminder_2h', 'portal_sign_in', 'maintenance_notification', 'maintenance_status'`;

/**
 * Owners, lease reminders and monthly statements (issue 25, step 2): the role `owner` (signs in like a tenant), owners
 * and their units (a listing or a free address, one owner each, with a management fee), statements (one per owner and
 * month) and lease reminders (one per lease end and step), each with its mail (one per row), and the month a repair was
 * done. Existing requests already done or closed take their last change as that moment.
 */
export class Migration20261127075500 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "owners" ("id" uuid not null default gen_random_uuid(), "name" varchar(120) not null, "email" varchar(254) not null, "phone" varchar(20) not null, "portal_url" text not null, "account_id" uuid null, "invited_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), constraint "owners_pkey" primary key ("id"));`);
    this.addSql(`alter table "owners" add constraint "owners_email_unique" unique ("email");`);
    this.addSql(`create index "owners_account_id_index" on "owners" ("account_id");`);
    this.addSql(`alter table "owners" add constraint "owners_account_id_foreign" foreign key ("account_id") references "users" ("id") on update cascade on delete set null;`);

    this.addSql(`create table "owner_units" ("id" uuid not null default gen_random_uuid(), "owner_id" uuid not null, "listing_id" uuid null, "address" varchar(300) null, "management_fee_basis_points" int not null, "created_at" timestamptz not null default now(), constraint "owner_units_pkey" primary key ("id"));`);
    this.addSql(`create index "owner_units_owner_id_index" on "owner_units" ("owner_id");`);
    this.addSql(`create unique index "owner_units_listing_unique" on "owner_units" ("listing_id") where "listing_id" is not null;`);
    this.addSql(`create unique index "owner_units_address_unique" on "owner_units" (lower("address")) where "listing_id" is null;`);
    this.addSql(`alter table "owner_units" add constraint "owner_units_owner_id_foreign" foreign key ("owner_id") references "owners" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "owner_units" add constraint "owner_units_listing_id_foreign" foreign key ("listing_id") references "properties" ("id") on update cascade on delete set null;`);

    this.addSql(`create table "owner_statements" ("id" uuid not null default gen_random_uuid(), "owner_id" uuid not null, "month" varchar(7) not null, "content" jsonb not null, "created_at" timestamptz not null default now(), constraint "owner_statements_pkey" primary key ("id"));`);
    this.addSql(`alter table "owner_statements" add constraint "owner_statements_owner_id_month_unique" unique ("owner_id", "month");`);
    this.addSql(`alter table "owner_statements" add constraint "owner_statements_owner_id_foreign" foreign key ("owner_id") references "owners" ("id") on update cascade on delete cascade;`);

    this.addSql(`create table "lease_reminders" ("id" uuid not null default gen_random_uuid(), "tenancy_id" uuid not null, "lease_end" date not null, "days_before" smallint not null, "created_at" timestamptz not null default now(), constraint "lease_reminders_pkey" primary key ("id"));`);
    this.addSql(`alter table "lease_reminders" add constraint "lease_reminders_tenancy_id_lease_end_days_before_unique" unique ("tenancy_id", "lease_end", "days_before");`);
    this.addSql(`alter table "lease_reminders" add constraint "lease_reminders_tenancy_id_foreign" foreign key ("tenancy_id") references "tenancies" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "maintenance_requests" add column "done_at" timestamptz null;`);
    this.addSql(`update "maintenance_requests" set "done_at" = "updated_at" where "status" in ('done', 'closed');`);

    this.addSql(`alter table "users" drop constraint if exists "users_role_check";`);
    this.addSql(`alter table "users" add constraint "users_role_check" check("role" in ('super_admin', 'admin', 'content_manager', 'tenant', 'owner'));`);

    this.addSql(`alter table "outbound_mails" drop constraint if exists "outbound_mails_kind_check";`);
    this.addSql(`alter table "outbound_mails" add column "owner_statement_id" uuid null, add column "lease_reminder_id" uuid null;`);
    this.addSql(`alter table "outbound_mails" add constraint "outbound_mails_owner_statement_id_foreign" foreign key ("owner_statement_id") references "owner_statements" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "outbound_mails" add constraint "outbound_mails_lease_reminder_id_foreign" foreign key ("lease_reminder_id") references "lease_reminders" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "outbound_mails" add constraint "outbound_mails_owner_statement_id_unique" unique ("owner_statement_id");`);
    this.addSql(`alter table "outbound_mails" add constraint "outbound_mails_lease_reminder_id_unique" unique ("lease_reminder_id");`);
    this.addSql(`alter table "outbound_mails" add constraint "outbound_mails_kind_check" check("kind" in (${KINDS_BEFORE}, 'owner_statement', 'lease_reminder'));`);
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "outbound_mails" where "kind" in ('owner_statement', 'lease_reminder');`);
    this.addSql(`alter table "outbound_mails" drop constraint if exists "outbound_mails_kind_check";`);
    this.addSql(`alter table "outbound_mails" drop constraint "outbound_mails_owner_statement_id_foreign";`);
    this.addSql(`alter table "outbound_mails" drop constraint "outbound_mails_lease_reminder_id_foreign";`);
    this.addSql(`alter table "outbound_mails" drop constraint "outbound_mails_owner_statement_id_unique";`);
    this.addSql(`alter table "outbound_mails" drop constraint "outbound_mails_lease_reminder_id_unique";`);
    this.addSql(`alter table "outbound_mails" drop column "owner_statement_id", drop column "lease_reminder_id";`);
    this.addSql(`alter table "outbound_mails" add constraint "outbound_mails_kind_check" check("kind" in (${KINDS_BEFORE}));`);

    this.addSql(`delete from "password_resets" where "user_id" in (select "id" from "users" where "role" = 'owner');`);
    this.addSql(`delete from "users" where "role" = 'owner';`);
    this.addSql(`alter table "users" drop constraint if exists "users_role_check";`);
    this.addSql(`alter table "users" add constraint "users_role_check" check("role" in ('super_admin', 'admin', 'content_manager', 'tenant'));`);

    this.addSql(`alter table "maintenance_requests" drop column "done_at";`);
    this.addSql(`drop table if exists "lease_reminders" cascade;`);
    this.addSql(`drop table if exists "owner_statements" cascade;`);
    this.addSql(`drop table if exists "owner_units" cascade;`);
    this.addSql(`drop table if exists "owners" cascade;`);
  }

}
