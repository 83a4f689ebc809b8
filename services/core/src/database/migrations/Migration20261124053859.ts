import { Migration } from '@mikro-orm/migrations';

/**
 * The staff inbox: an enquiry gets a status (new until staff handle it), an assignee and a timeline of events, replies
 * e-mailed to the visitor among them.
 */
export class Migration20261124053859 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "contact_enquiry_events" ("id" uuid not null default gen_random_uuid(), "enquiry_id" uuid not null, "kind" text check ("kind" in ('status_changed', 'assigned', 'note_added', 'notification_retried', 'replied')) not null, "actor_id" uuid null, "text" text null, "subject" varchar(200) null, "mail_status" text check ("mail_status" in ('pending', 'sent', 'not_configured', 'failed')) null, "mail_error" text null, "mailed_at" timestamptz null, "created_at" timestamptz not null default now(), constraint "contact_enquiry_events_pkey" primary key ("id"));`);
    this.addSql(`create index "contact_enquiry_events_enquiry_id_created_at_index" on "contact_enquiry_events" ("enquiry_id", "created_at");`);

    this.addSql(`alter table "contact_enquiry_events" add constraint "contact_enquiry_events_enquiry_id_foreign" foreign key ("enquiry_id") references "contact_enquiries" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "contact_enquiry_events" add constraint "contact_enquiry_events_actor_id_foreign" foreign key ("actor_id") references "users" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "contact_enquiries" add column "status" text check ("status" in ('new', 'open', 'replied', 'closed', 'spam')) not null default 'new', add column "assignee_id" uuid null;`);
    this.addSql(`alter table "contact_enquiries" add constraint "contact_enquiries_assignee_id_foreign" foreign key ("assignee_id") references "users" ("id") on update cascade on delete set null;`);
    this.addSql(`create index "contact_enquiries_status_created_at_index" on "contact_enquiries" ("status", "created_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "contact_enquiry_events" cascade;`);

    this.addSql(`alter table "contact_enquiries" drop constraint "contact_enquiries_assignee_id_foreign";`);

    this.addSql(`drop index "contact_enquiries_status_created_at_index";`);
    this.addSql(`alter table "contact_enquiries" drop column "status", drop column "assignee_id";`);
  }

}
