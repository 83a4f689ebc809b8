import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 31, the rent ledger: charges (one per tenancy, kind and month: unique), payments, credits, their allocations,
 * rent reminders (one per charge and step: unique) and payment screenshots; two mail kinds (receipt, reminder).
 * Existing tenancies get a number from a new sequence (their code in charge references), no due day (the lease start's
 * day of month) and no late interest; existing owners take the fee on rent received, and existing units pay the
 * company's UEN. The sweep charges the current month and the one before (a month end missed while no worker ran), never earlier.
 */
export class Migration20261128190102 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "rent_charges" ("id" uuid not null default gen_random_uuid(), "tenancy_id" uuid not null, "kind" text check ("kind" in ('rent', 'one_off', 'late_interest')) not null, "period" varchar(7) null, "reference" varchar(25) not null, "description" varchar(120) not null, "due_on" date not null, "amount_cents" int not null, "open_cents" int not null, "created_by_id" uuid null, "created_at" timestamptz not null default now(), constraint "rent_charges_pkey" primary key ("id"), constraint rent_charges_amounts_check check (amount_cents > 0 and open_cents >= 0 and open_cents <= amount_cents));`);
    this.addSql(`alter table "rent_charges" add constraint "rent_charges_reference_unique" unique ("reference");`);
    this.addSql(`create index "rent_charges_open_index" on "rent_charges" ("due_on") where "open_cents" > 0;`);
    this.addSql(`create index "rent_charges_ledger_index" on "rent_charges" ("tenancy_id", "due_on", "created_at");`);
    this.addSql(`alter table "rent_charges" add constraint "rent_charges_tenancy_kind_period_unique" unique ("tenancy_id", "kind", "period");`);

    this.addSql(`create table "rent_reminders" ("id" uuid not null default gen_random_uuid(), "charge_id" uuid not null, "step" smallint not null, "created_at" timestamptz not null default now(), constraint "rent_reminders_pkey" primary key ("id"));`);
    this.addSql(`alter table "rent_reminders" add constraint "rent_reminders_charge_id_step_unique" unique ("charge_id", "step");`);

    this.addSql(`create table "rent_payments" ("id" uuid not null default gen_random_uuid(), "tenancy_id" uuid not null, "amount_cents" int not null, "paid_on" date not null, "method" text check ("method" in ('paynow', 'giro', 'fast', 'cheque', 'cash')) not null, "reference" varchar(35) not null, "status" text check ("status" in ('pending', 'confirmed', 'rejected')) not null, "recorded_by" text check ("recorded_by" in ('staff', 'tenant')) not null, "charge_id" uuid null, "rejection_reason" varchar(300) null, "decided_at" timestamptz null, "decided_by_id" uuid null, "created_by_id" uuid null, "created_at" timestamptz not null default now(), constraint "rent_payments_pkey" primary key ("id"), constraint rent_payments_amount_check check (amount_cents > 0));`);
    this.addSql(`create index "rent_payments_pending_index" on "rent_payments" ("created_at") where "status" = 'pending';`);
    this.addSql(`create index "rent_payments_ledger_index" on "rent_payments" ("tenancy_id", "paid_on", "created_at");`);

    this.addSql(`create table "rent_credits" ("id" uuid not null default gen_random_uuid(), "tenancy_id" uuid not null, "amount_cents" int not null, "unapplied_cents" int not null, "source" text check ("source" in ('manual', 'overpayment')) not null, "reason" varchar(300) not null, "credited_on" date not null, "payment_id" uuid null, "created_by_id" uuid null, "created_at" timestamptz not null default now(), constraint "rent_credits_pkey" primary key ("id"), constraint rent_credits_amounts_check check (amount_cents > 0 and unapplied_cents >= 0 and unapplied_cents <= amount_cents));`);
    this.addSql(`create index "rent_credits_payment_id_index" on "rent_credits" ("payment_id");`);
    this.addSql(`create index "rent_credits_unapplied_index" on "rent_credits" ("tenancy_id") where "unapplied_cents" > 0;`);
    this.addSql(`create index "rent_credits_ledger_index" on "rent_credits" ("tenancy_id", "credited_on", "created_at");`);

    this.addSql(`create table "payment_screenshots" ("media_id" uuid not null, "payment_id" uuid not null, "created_at" timestamptz not null default now(), constraint "payment_screenshots_pkey" primary key ("media_id"));`);
    this.addSql(`alter table "payment_screenshots" add constraint "payment_screenshots_payment_id_unique" unique ("payment_id");`);

    this.addSql(`create table "rent_allocations" ("id" uuid not null default gen_random_uuid(), "charge_id" uuid not null, "payment_id" uuid null, "credit_id" uuid null, "amount_cents" int not null, "received_on" date not null, "received" boolean not null, "created_at" timestamptz not null default now(), constraint "rent_allocations_pkey" primary key ("id"), constraint rent_allocations_source_check check (amount_cents > 0 and ((payment_id is null) <> (credit_id is null))));`);
    this.addSql(`create index "rent_allocations_payment_id_index" on "rent_allocations" ("payment_id");`);
    this.addSql(`create index "rent_allocations_credit_id_index" on "rent_allocations" ("credit_id");`);
    this.addSql(`create index "rent_allocations_received_index" on "rent_allocations" ("charge_id", "received_on");`);

    this.addSql(`alter table "rent_charges" add constraint "rent_charges_tenancy_id_foreign" foreign key ("tenancy_id") references "tenancies" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "rent_charges" add constraint "rent_charges_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "rent_reminders" add constraint "rent_reminders_charge_id_foreign" foreign key ("charge_id") references "rent_charges" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "rent_payments" add constraint "rent_payments_tenancy_id_foreign" foreign key ("tenancy_id") references "tenancies" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "rent_payments" add constraint "rent_payments_charge_id_foreign" foreign key ("charge_id") references "rent_charges" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "rent_payments" add constraint "rent_payments_decided_by_id_foreign" foreign key ("decided_by_id") references "users" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "rent_payments" add constraint "rent_payments_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "rent_credits" add constraint "rent_credits_tenancy_id_foreign" foreign key ("tenancy_id") references "tenancies" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "rent_credits" add constraint "rent_credits_payment_id_foreign" foreign key ("payment_id") references "rent_payments" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "rent_credits" add constraint "rent_credits_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "payment_screenshots" add constraint "payment_screenshots_media_id_foreign" foreign key ("media_id") references "media_items" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "payment_screenshots" add constraint "payment_screenshots_payment_id_foreign" foreign key ("payment_id") references "rent_payments" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "rent_allocations" add constraint "rent_allocations_charge_id_foreign" foreign key ("charge_id") references "rent_charges" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "rent_allocations" add constraint "rent_allocations_payment_id_foreign" foreign key ("payment_id") references "rent_payments" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "rent_allocations" add constraint "rent_allocations_credit_id_foreign" foreign key ("credit_id") references "rent_credits" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "outbound_mails" drop constraint if exists "outbound_mails_kind_check";`);

    this.addSql(`alter table "tenancies" add column "rent_number" serial, add column "due_day" smallint null, add column "late_interest_basis_points" int null, add column "late_interest_grace_days" smallint null;`);
    this.addSql(`alter table "tenancies" add constraint "tenancies_rent_number_unique" unique ("rent_number");`);

    this.addSql(`alter table "owners" add column "fee_basis" text check ("fee_basis" in ('received', 'due')) not null default 'received';`);

    this.addSql(`alter table "owner_units" add column "payee_kind" text check ("payee_kind" in ('company', 'owner_uen', 'owner_mobile')) not null default 'company', add column "payee_proxy" varchar(20) null, add column "payee_name" varchar(25) null;`);

    this.addSql(`alter table "outbound_mails" add column "rent_payment_id" uuid null, add column "rent_reminder_id" uuid null;`);
    this.addSql(`alter table "outbound_mails" add constraint "outbound_mails_rent_payment_id_foreign" foreign key ("rent_payment_id") references "rent_payments" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "outbound_mails" add constraint "outbound_mails_rent_reminder_id_foreign" foreign key ("rent_reminder_id") references "rent_reminders" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "outbound_mails" add constraint "outbound_mails_kind_check" check("kind" in ('enquiry_notification', 'enquiry_reply', 'password_reset', 'newsletter_confirmation', 'newsletter_welcome', 'campaign_test', 'campaign', 'viewing_confirmation', 'viewing_reminder_24h', 'viewing_reminder_2h', 'portal_sign_in', 'maintenance_notification', 'maintenance_status', 'owner_statement', 'lease_reminder', 'rent_receipt', 'rent_reminder'));`);
    this.addSql(`alter table "outbound_mails" add constraint "outbound_mails_rent_payment_id_unique" unique ("rent_payment_id");`);
    this.addSql(`alter table "outbound_mails" add constraint "outbound_mails_rent_reminder_id_unique" unique ("rent_reminder_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "rent_reminders" drop constraint "rent_reminders_charge_id_foreign";`);

    this.addSql(`alter table "rent_payments" drop constraint "rent_payments_charge_id_foreign";`);

    this.addSql(`alter table "rent_allocations" drop constraint "rent_allocations_charge_id_foreign";`);

    this.addSql(`alter table "outbound_mails" drop constraint "outbound_mails_rent_reminder_id_foreign";`);

    this.addSql(`alter table "rent_credits" drop constraint "rent_credits_payment_id_foreign";`);

    this.addSql(`alter table "payment_screenshots" drop constraint "payment_screenshots_payment_id_foreign";`);

    this.addSql(`alter table "rent_allocations" drop constraint "rent_allocations_payment_id_foreign";`);

    this.addSql(`alter table "outbound_mails" drop constraint "outbound_mails_rent_payment_id_foreign";`);

    this.addSql(`alter table "rent_allocations" drop constraint "rent_allocations_credit_id_foreign";`);

    this.addSql(`drop table if exists "rent_charges" cascade;`);

    this.addSql(`drop table if exists "rent_reminders" cascade;`);

    this.addSql(`drop table if exists "rent_payments" cascade;`);

    this.addSql(`drop table if exists "rent_credits" cascade;`);

    this.addSql(`drop table if exists "payment_screenshots" cascade;`);

    this.addSql(`drop table if exists "rent_allocations" cascade;`);

    this.addSql(`alter table "outbound_mails" drop constraint if exists "outbound_mails_kind_check";`);

    this.addSql(`alter table "outbound_mails" drop constraint "outbound_mails_rent_payment_id_unique";`);
    this.addSql(`alter table "outbound_mails" drop constraint "outbound_mails_rent_reminder_id_unique";`);
    this.addSql(`alter table "outbound_mails" drop column "rent_payment_id", drop column "rent_reminder_id";`);

    this.addSql(`alter table "outbound_mails" add constraint "outbound_mails_kind_check" check("kind" in ('enquiry_notification', 'enquiry_reply', 'password_reset', 'newsletter_confirmation', 'newsletter_welcome', 'campaign_test', 'campaign', 'viewing_confirmation', 'viewing_reminder_24h', 'viewing_reminder_2h', 'portal_sign_in', 'maintenance_notification', 'maintenance_status', 'owner_statement', 'lease_reminder'));`);

    this.addSql(`alter table "owner_units" drop column "payee_kind", drop column "payee_proxy", drop column "payee_name";`);

    this.addSql(`alter table "owners" drop column "fee_basis";`);

    this.addSql(`alter table "tenancies" drop constraint "tenancies_rent_number_unique";`);
    this.addSql(`alter table "tenancies" drop column "rent_number", drop column "due_day", drop column "late_interest_basis_points", drop column "late_interest_grace_days";`);
  }

}
