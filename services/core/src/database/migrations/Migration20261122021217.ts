import { Migration } from '@mikro-orm/migrations';

/** The media library: uploaded images and what the worker made of them. */
export class Migration20261122021217 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "media_items" ("id" uuid not null default gen_random_uuid(), "original_filename" varchar(255) not null, "title" varchar(200) null, "caption" text null, "tags" jsonb null, "mime_type" varchar(20) not null, "size" int not null, "status" text check ("status" in ('processing', 'ready', 'failed')) not null, "failure_reason" varchar(500) null, "width" int null, "height" int null, "variants" jsonb not null, "placeholder" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), constraint "media_items_pkey" primary key ("id"));`);
    this.addSql(`create index "media_items_created_at_index" on "media_items" ("created_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "media_items" cascade;`);
  }

}
