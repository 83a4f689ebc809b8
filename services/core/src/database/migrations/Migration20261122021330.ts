import { Migration } from '@mikro-orm/migrations';

/** Content drafts: written, reviewed, scheduled and published as blog posts. */
export class Migration20261122021330 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "content_drafts" ("id" uuid not null default gen_random_uuid(), "title" varchar(200) not null, "content" text not null, "author" varchar(120) null, "content_type" text check ("content_type" in ('blog', 'market-report', 'newsletter', 'property-description')) not null, "status" text check ("status" in ('draft', 'review', 'approved', 'scheduled')) not null, "tags" jsonb not null, "category" varchar(60) null, "image_url" varchar(2048) null, "featured_image" varchar(2048) null, "is_automated" boolean not null, "reviewed_by" uuid null, "scheduled_for" timestamptz null, "published_post_id" uuid null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), constraint "content_drafts_pkey" primary key ("id"));`);
    this.addSql(`create index "content_drafts_status_scheduled_for_index" on "content_drafts" ("status", "scheduled_for");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "content_drafts" cascade;`);
  }

}
