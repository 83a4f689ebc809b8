import { Migration } from '@mikro-orm/migrations';

/** Newsletter campaigns: an approved Newsletter draft with the posts and listings it features, and where it stands. */
export class Migration20261127011451 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "campaigns" ("id" uuid not null default gen_random_uuid(), "draft_id" uuid null, "subject" varchar(200) not null, "post_ids" jsonb not null, "property_ids" jsonb not null, "status" text check ("status" in ('draft', 'scheduled', 'sending', 'sent', 'cancelled')) not null default 'draft', "created_by_id" uuid null, "created_at" timestamptz not null default now(), constraint "campaigns_pkey" primary key ("id"));`);
    this.addSql(`create index "campaigns_created_at_index" on "campaigns" ("created_at");`);

    this.addSql(`alter table "campaigns" add constraint "campaigns_draft_id_foreign" foreign key ("draft_id") references "content_drafts" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "campaigns" add constraint "campaigns_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on update cascade on delete set null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "campaigns" cascade;`);
  }

}
