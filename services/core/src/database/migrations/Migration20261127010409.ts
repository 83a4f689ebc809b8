import { Migration } from '@mikro-orm/migrations';

/**
 * One outbox for every mail: outbound_mails takes over the mail status columns of enquiries (staff notification),
 * enquiry replies, password resets and newsletter subscribers, which are copied into it and dropped. A staff
 * notification still pending has no recipient to copy (the address was a worker setting): it is moved as failed, with
 * a reason, so staff can send it again from the panel.
 */
export class Migration20261127010409 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "outbound_mails" ("id" uuid not null default gen_random_uuid(), "kind" text check ("kind" in ('enquiry_notification', 'enquiry_reply', 'password_reset', 'newsletter_confirmation', 'newsletter_welcome')) not null, "recipient" varchar(254) null, "enquiry_id" uuid null, "reply_id" uuid null, "password_reset_id" uuid null, "subscriber_id" uuid null, "status" text check ("status" in ('pending', 'sent', 'not_configured', 'failed')) not null default 'pending', "attempts" int not null default 0, "last_error" text null, "sent_at" timestamptz null, "message_id" text null, "created_at" timestamptz not null default now(), constraint "outbound_mails_pkey" primary key ("id"));`);
    this.addSql(`create index "outbound_mails_enquiry_id_index" on "outbound_mails" ("enquiry_id");`);
    this.addSql(`create index "outbound_mails_reply_id_index" on "outbound_mails" ("reply_id");`);
    this.addSql(`create index "outbound_mails_password_reset_id_index" on "outbound_mails" ("password_reset_id");`);
    this.addSql(`create index "outbound_mails_subscriber_id_index" on "outbound_mails" ("subscriber_id");`);
    this.addSql(`create index "outbound_mails_status_created_at_index" on "outbound_mails" ("status", "created_at");`);

    this.addSql(`alter table "outbound_mails" add constraint "outbound_mails_enquiry_id_foreign" foreign key ("enquiry_id") references "contact_enquiries" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "outbound_mails" add constraint "outbound_mails_reply_id_foreign" foreign key ("reply_id") references "contact_enquiry_events" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "outbound_mails" add constraint "outbound_mails_password_reset_id_foreign" foreign key ("password_reset_id") references "password_resets" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "outbound_mails" add constraint "outbound_mails_subscriber_id_foreign" foreign key ("subscriber_id") references "newsletter_subscribers" ("id") on update cascade on delete cascade;`);


    this.addSql(`insert into "outbound_mails" ("kind", "recipient", "enquiry_id", "status", "attempts", "last_error", "sent_at", "created_at")
      select 'enquiry_notification', null, "id",
        case when "notification_status" = 'pending' then 'failed' else "notification_status" end,
        case when "notified_at" is null then 0 else 1 end,
        case when "notification_status" = 'pending' then 'Not sent before the mail outbox was introduced; send it again.' else "notification_error" end,
        "notified_at", "created_at"
      from "contact_enquiries";`);
    this.addSql(`insert into "outbound_mails" ("kind", "recipient", "reply_id", "status", "attempts", "last_error", "sent_at", "created_at")
      select 'enquiry_reply', e."email", r."id", r."mail_status", case when r."mailed_at" is null then 0 else 1 end, r."mail_error", r."mailed_at", r."created_at"
      from "contact_enquiry_events" r join "contact_enquiries" e on e."id" = r."enquiry_id"
      where r."mail_status" is not null;`);
    this.addSql(`insert into "outbound_mails" ("kind", "recipient", "password_reset_id", "status", "attempts", "last_error", "sent_at", "created_at")
      select 'password_reset', u."email", p."id", p."mail_status", case when p."mailed_at" is null then 0 else 1 end, p."mail_error", p."mailed_at", p."created_at"
      from "password_resets" p join "users" u on u."id" = p."user_id"
      where p."mail_status" is not null;`);
    this.addSql(`insert into "outbound_mails" ("kind", "recipient", "subscriber_id", "status", "attempts", "last_error", "sent_at", "created_at")
      select case when "confirm_url" is not null and "confirmed_at" is null then 'newsletter_confirmation' else 'newsletter_welcome' end,
        "email", "id", "welcome_status", case when "welcome_sent_at" is null then 0 else 1 end, "welcome_error", "welcome_sent_at", "consented_at"
      from "newsletter_subscribers";`);

    this.addSql(`alter table "newsletter_subscribers" drop column "welcome_status", drop column "welcome_error", drop column "welcome_sent_at";`);

    this.addSql(`alter table "password_resets" drop column "mail_status", drop column "mail_error", drop column "mailed_at";`);

    this.addSql(`alter table "contact_enquiries" drop column "notification_status", drop column "notification_error", drop column "notified_at";`);

    this.addSql(`alter table "contact_enquiry_events" drop column "mail_status", drop column "mail_error", drop column "mailed_at";`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "contact_enquiries" add column "notification_status" text check ("notification_status" in ('pending', 'sent', 'not_configured', 'failed')) not null default 'pending', add column "notification_error" text null, add column "notified_at" timestamptz(6) null;`);

    this.addSql(`alter table "contact_enquiry_events" add column "mail_status" text check ("mail_status" in ('pending', 'sent', 'not_configured', 'failed')) null, add column "mail_error" text null, add column "mailed_at" timestamptz(6) null;`);

    this.addSql(`alter table "newsletter_subscribers" add column "welcome_status" text check ("welcome_status" in ('pending', 'sent', 'not_configured', 'failed')) not null default 'pending', add column "welcome_error" text null, add column "welcome_sent_at" timestamptz(6) null;`);

    this.addSql(`alter table "password_resets" add column "mail_status" text check ("mail_status" in ('pending', 'sent', 'not_configured', 'failed')) null, add column "mail_error" text null, add column "mailed_at" timestamptz(6) null;`);

    this.addSql(`update "contact_enquiries" e set "notification_status" = m."status", "notification_error" = m."last_error", "notified_at" = m."sent_at"
      from "outbound_mails" m where m."enquiry_id" = e."id";`);
    this.addSql(`update "contact_enquiry_events" r set "mail_status" = m."status", "mail_error" = m."last_error", "mailed_at" = m."sent_at"
      from "outbound_mails" m where m."reply_id" = r."id";`);
    this.addSql(`update "password_resets" p set "mail_status" = m."status", "mail_error" = m."last_error", "mailed_at" = m."sent_at"
      from "outbound_mails" m where m."password_reset_id" = p."id";`);
    this.addSql(`update "newsletter_subscribers" s set "welcome_status" = m."status", "welcome_error" = m."last_error", "welcome_sent_at" = m."sent_at"
      from (select distinct on ("subscriber_id") * from "outbound_mails" where "subscriber_id" is not null order by "subscriber_id", "created_at" desc) m
      where m."subscriber_id" = s."id";`);

    this.addSql(`drop table if exists "outbound_mails" cascade;`);
  }

}
