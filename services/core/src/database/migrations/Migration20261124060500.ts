import { Migration } from '@mikro-orm/migrations';

/**
 * Drafts keep their history: a revision per save, AI result, restore and publish, and a version that every save
 * names, so two people editing one draft cannot overwrite each other silently. Existing drafts start at version 1
 * with their current text as the first revision.
 */
export class Migration20261124060500 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "content_drafts" add column "version" int not null default 1;`);
    this.addSql(`create table "content_revisions" ("id" uuid not null default gen_random_uuid(), "draft_id" uuid not null, "draft_version" int not null, "source" text check ("source" in ('manual', 'autosave', 'ai_generate', 'ai_enhance', 'restore', 'publish')) not null, "title" varchar(200) not null, "content" text not null, "created_by_id" uuid null, "created_by_name" varchar(120) null, "created_at" timestamptz not null default now(), constraint "content_revisions_pkey" primary key ("id"));`);
    this.addSql(`create index "content_revisions_draft_id_created_at_index" on "content_revisions" ("draft_id", "created_at");`);
    this.addSql(`insert into "content_revisions" ("draft_id", "draft_version", "source", "title", "content", "created_at") select "id", 1, case when "is_automated" then 'ai_generate' else 'manual' end, "title", "content", "updated_at" from "content_drafts";`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "content_revisions" cascade;`);
    this.addSql(`alter table "content_drafts" drop column "version";`);
  }

}
