import { Migration } from '@mikro-orm/migrations';

/**
 * Tenancies, tenants' portal accounts and maintenance requests (issue 25, step 1): the role `tenant` (no password: a
 * mailed single-use link of `password_resets`, purpose `sign_in`), requests with their timeline and photos (media items
 * kept out of the library), and the outbox's three new kinds of mail.
 */
export class Migration20261127044648 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create sequence "maintenance_request_reference_seq" start with 1001;`);
    this.addSql(`create table "tenancies" ("id" uuid not null default gen_random_uuid(), "listing_id" uuid null, "address" varchar(300) null, "tenant_name" varchar(120) not null, "tenant_email" varchar(254) not null, "tenant_phone" varchar(20) not null, "lease_start" date not null, "lease_end" date not null, "monthly_rent_cents" int not null, "ended_at" timestamptz null, "tenant_id" uuid null, "invited_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), constraint "tenancies_pkey" primary key ("id"));`);
    this.addSql(`create index "tenancies_listing_id_index" on "tenancies" ("listing_id");`);
    this.addSql(`create index "tenancies_tenant_email_index" on "tenancies" ("tenant_email");`);
    this.addSql(`create index "tenancies_tenant_id_index" on "tenancies" ("tenant_id");`);
    this.addSql(`create index "tenancies_created_at_index" on "tenancies" ("created_at");`);

    this.addSql(`create table "maintenance_requests" ("id" uuid not null default gen_random_uuid(), "reference" varchar(20) not null default ('MR-'::text || nextval('maintenance_request_reference_seq'::regclass)), "tenancy_id" uuid not null, "category" text check ("category" in ('plumbing', 'electrical', 'air-conditioning', 'appliances', 'pest', 'locks', 'other')) not null, "urgency" text check ("urgency" in ('routine', 'urgent', 'emergency')) not null, "description" text not null, "status" text check ("status" in ('new', 'assigned', 'scheduled', 'in_progress', 'done', 'closed', 'cancelled')) not null default 'new', "assignee_id" uuid null, "contractor_name" varchar(120) null, "contractor_phone" varchar(20) null, "appointment_at" timestamptz null, "cost_cents" int null, "response_due_at" timestamptz not null, "first_responded_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), constraint "maintenance_requests_pkey" primary key ("id"));`);
    this.addSql(`alter table "maintenance_requests" add constraint "maintenance_requests_reference_unique" unique ("reference");`);
    this.addSql(`create index "maintenance_requests_tenancy_id_index" on "maintenance_requests" ("tenancy_id");`);
    this.addSql(`create index "maintenance_requests_status_created_at_index" on "maintenance_requests" ("status", "created_at");`);

    this.addSql(`create table "maintenance_photos" ("media_id" uuid not null, "request_id" uuid not null, "stage" text check ("stage" in ('report', 'before', 'after')) not null, "added_by_id" uuid null, "created_at" timestamptz not null default now(), constraint "maintenance_photos_pkey" primary key ("media_id"));`);
    this.addSql(`create index "maintenance_photos_request_id_created_at_index" on "maintenance_photos" ("request_id", "created_at");`);

    this.addSql(`create table "maintenance_request_events" ("id" uuid not null default gen_random_uuid(), "request_id" uuid not null, "kind" text check ("kind" in ('created', 'status_changed', 'assigned', 'contractor_changed', 'appointment_changed', 'cost_changed', 'comment', 'note', 'photo_added')) not null, "actor_id" uuid null, "text" text null, "created_at" timestamptz not null default now(), constraint "maintenance_request_events_pkey" primary key ("id"));`);
    this.addSql(`create index "maintenance_request_events_request_id_created_at_index" on "maintenance_request_events" ("request_id", "created_at");`);

    this.addSql(`alter table "tenancies" add constraint "tenancies_listing_id_foreign" foreign key ("listing_id") references "properties" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "tenancies" add constraint "tenancies_tenant_id_foreign" foreign key ("tenant_id") references "users" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "maintenance_requests" add constraint "maintenance_requests_tenancy_id_foreign" foreign key ("tenancy_id") references "tenancies" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "maintenance_requests" add constraint "maintenance_requests_assignee_id_foreign" foreign key ("assignee_id") references "users" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "maintenance_photos" add constraint "maintenance_photos_media_id_foreign" foreign key ("media_id") references "media_items" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "maintenance_photos" add constraint "maintenance_photos_request_id_foreign" foreign key ("request_id") references "maintenance_requests" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "maintenance_photos" add constraint "maintenance_photos_added_by_id_foreign" foreign key ("added_by_id") references "users" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "maintenance_request_events" add constraint "maintenance_request_events_request_id_foreign" foreign key ("request_id") references "maintenance_requests" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "maintenance_request_events" add constraint "maintenance_request_events_actor_id_foreign" foreign key ("actor_id") references "users" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "users" drop constraint if exists "users_role_check";`);

    this.addSql(`alter table "outbound_mails" drop constraint if exists "outbound_mails_kind_check";`);

    this.addSql(`alter table "media_items" add column "in_library" boolean not null default true;`);

    this.addSql(`alter table "users" alter column "password_hash" drop not null;`);
    this.addSql(`alter table "users" add constraint "users_role_check" check("role" in ('super_admin', 'admin', 'content_manager', 'tenant'));`);

    this.addSql(`alter table "password_resets" add column "purpose" text check ("purpose" in ('password_reset', 'sign_in')) not null default 'password_reset';`);

    this.addSql(`alter table "outbound_mails" add column "maintenance_request_id" uuid null, add column "maintenance_event_id" uuid null;`);
    this.addSql(`alter table "outbound_mails" add constraint "outbound_mails_maintenance_request_id_foreign" foreign key ("maintenance_request_id") references "maintenance_requests" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "outbound_mails" add constraint "outbound_mails_maintenance_event_id_foreign" foreign key ("maintenance_event_id") references "maintenance_request_events" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "outbound_mails" add constraint "outbound_mails_kind_check" check("kind" in ('enquiry_notification', 'enquiry_reply', 'password_reset', 'newsletter_confirmation', 'newsletter_welcome', 'campaign_test', 'campaign', 'portal_sign_in', 'maintenance_notification', 'maintenance_status'));`);
    this.addSql(`create index "outbound_mails_maintenance_request_id_index" on "outbound_mails" ("maintenance_request_id");`);
    this.addSql(`create index "outbound_mails_maintenance_event_id_index" on "outbound_mails" ("maintenance_event_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "maintenance_requests" drop constraint "maintenance_requests_tenancy_id_foreign";`);

    this.addSql(`alter table "maintenance_photos" drop constraint "maintenance_photos_request_id_foreign";`);

    this.addSql(`alter table "maintenance_request_events" drop constraint "maintenance_request_events_request_id_foreign";`);

    this.addSql(`alter table "outbound_mails" drop constraint "outbound_mails_maintenance_request_id_foreign";`);

    this.addSql(`alter table "outbound_mails" drop constraint "outbound_mails_maintenance_event_id_foreign";`);

    this.addSql(`drop table if exists "tenancies" cascade;`);

    this.addSql(`drop table if exists "maintenance_requests" cascade;`);

    this.addSql(`drop table if exists "maintenance_photos" cascade;`);

    this.addSql(`drop table if exists "maintenance_request_events" cascade;`);
    this.addSql(`drop sequence "maintenance_request_reference_seq";`);

    this.addSql(`alter table "outbound_mails" drop constraint if exists "outbound_mails_kind_check";`);

    this.addSql(`alter table "users" drop constraint if exists "users_role_check";`);

    this.addSql(`delete from "media_items" where not "in_library";`);
    this.addSql(`alter table "media_items" drop column "in_library";`);

    this.addSql(`drop index "outbound_mails_maintenance_request_id_index";`);
    this.addSql(`drop index "outbound_mails_maintenance_event_id_index";`);
    this.addSql(`alter table "outbound_mails" drop column "maintenance_request_id", drop column "maintenance_event_id";`);

    this.addSql(`delete from "outbound_mails" where "kind" = 'portal_sign_in';`);
    this.addSql(`alter table "outbound_mails" add constraint "outbound_mails_kind_check" check("kind" in ('enquiry_notification', 'enquiry_reply', 'password_reset', 'newsletter_confirmation', 'newsletter_welcome', 'campaign_test', 'campaign'));`);

    this.addSql(`delete from "password_resets" where "purpose" = 'sign_in';`);
    this.addSql(`alter table "password_resets" drop column "purpose";`);

    this.addSql(`delete from "users" where "role" = 'tenant';`);
    this.addSql(`alter table "users" alter column "password_hash" set not null;`);
    this.addSql(`alter table "users" add constraint "users_role_check" check("role" in ('super_admin', 'admin', 'content_manager'));`);
  }

}
