import { Migration } from '@mikro-orm/migrations';

/**
 * Viewings booked online: each listing's availability, and its bookings, of which the database holds no double one
 * (a unique index on listing, start and seat over booked rows). The outbox gets the booking's mails: a confirmation and
 * reminders, one row per booking and kind (unique), a reminder not to be sent before its `send_after`.
 */
export class Migration20261127044942 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "viewing_availabilities" ("id" uuid not null default gen_random_uuid(), "property_id" uuid not null, "enabled" boolean not null default false, "windows" jsonb not null, "blackout_dates" text[] not null default '{}', "slot_minutes" int not null, "buffer_minutes" int not null, "minimum_notice_hours" int not null, "parties_per_slot" int not null default 1, "updated_at" timestamptz not null default now(), constraint "viewing_availabilities_pkey" primary key ("id"));`);
    this.addSql(`alter table "viewing_availabilities" add constraint "viewing_availabilities_property_id_unique" unique ("property_id");`);

    this.addSql(`create table "viewing_bookings" ("id" uuid not null default gen_random_uuid(), "property_id" uuid not null, "starts_at" timestamptz not null, "ends_at" timestamptz not null, "seat" smallint not null default 1, "status" text check ("status" in ('booked', 'cancelled')) not null default 'booked', "name" varchar(120) not null, "email" varchar(254) not null, "phone" varchar(40) not null, "note" text not null default '', "marketing_email" boolean not null default false, "marketing_phone" boolean not null default false, "manage_url" text not null, "no_show_at" timestamptz null, "no_show_marked_by_id" uuid null, "cancelled_at" timestamptz null, "rescheduled_from_id" uuid null, "created_at" timestamptz not null default now(), constraint "viewing_bookings_pkey" primary key ("id"));`);
    this.addSql(`create index "viewing_bookings_property_id_index" on "viewing_bookings" ("property_id");`);
    this.addSql(`create index "viewing_bookings_starts_at_index" on "viewing_bookings" ("starts_at");`);
    this.addSql(`create unique index "viewing_bookings_booked_seat_unique" on "viewing_bookings" ("property_id", "starts_at", "seat") where "status" = 'booked';`);

    this.addSql(`alter table "viewing_availabilities" add constraint "viewing_availabilities_property_id_foreign" foreign key ("property_id") references "properties" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "viewing_bookings" add constraint "viewing_bookings_property_id_foreign" foreign key ("property_id") references "properties" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "viewing_bookings" add constraint "viewing_bookings_no_show_marked_by_id_foreign" foreign key ("no_show_marked_by_id") references "users" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "viewing_bookings" add constraint "viewing_bookings_rescheduled_from_id_foreign" foreign key ("rescheduled_from_id") references "viewing_bookings" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "outbound_mails" drop constraint if exists "outbound_mails_kind_check";`);

    this.addSql(`alter table "outbound_mails" add column "viewing_booking_id" uuid null, add column "send_after" timestamptz null;`);
    this.addSql(`alter table "outbound_mails" add constraint "outbound_mails_viewing_booking_id_foreign" foreign key ("viewing_booking_id") references "viewing_bookings" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "outbound_mails" add constraint "outbound_mails_kind_check" check("kind" in ('enquiry_notification', 'enquiry_reply', 'password_reset', 'newsletter_confirmation', 'newsletter_welcome', 'campaign_test', 'campaign', 'viewing_confirmation', 'viewing_reminder_24h', 'viewing_reminder_2h', 'portal_sign_in', 'maintenance_notification', 'maintenance_status'));`);
    this.addSql(`alter table "outbound_mails" add constraint "outbound_mails_viewing_booking_id_kind_unique" unique ("viewing_booking_id", "kind");`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "viewing_bookings" drop constraint "viewing_bookings_rescheduled_from_id_foreign";`);

    this.addSql(`alter table "outbound_mails" drop constraint "outbound_mails_viewing_booking_id_foreign";`);

    this.addSql(`drop table if exists "viewing_availabilities" cascade;`);

    this.addSql(`drop table if exists "viewing_bookings" cascade;`);

    this.addSql(`alter table "outbound_mails" drop constraint if exists "outbound_mails_kind_check";`);

    this.addSql(`alter table "outbound_mails" drop constraint "outbound_mails_viewing_booking_id_kind_unique";`);
    this.addSql(`alter table "outbound_mails" drop column "viewing_booking_id", drop column "send_after";`);

    this.addSql(`delete from "outbound_mails" where "kind" in ('viewing_confirmation', 'viewing_reminder_24h', 'viewing_reminder_2h');`);
    this.addSql(`alter table "outbound_mails" add constraint "outbound_mails_kind_check" check("kind" in ('enquiry_notification', 'enquiry_reply', 'password_reset', 'newsletter_confirmation', 'newsletter_welcome', 'campaign_test', 'campaign', 'portal_sign_in', 'maintenance_notification', 'maintenance_status'));`);
  }

}
