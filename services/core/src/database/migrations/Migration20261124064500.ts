import { Migration } from '@mikro-orm/migrations';

/** Links that show a draft to someone outside the panel: the hash of each secret token, its expiry and withdrawal. */
export class Migration20261124064500 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "content_preview_links" ("id" uuid not null default gen_random_uuid(), "draft_id" uuid not null, "token_hash" varchar(64) not null, "created_by_id" uuid not null, "created_by_name" varchar(120) not null, "created_at" timestamptz not null default now(), "expires_at" timestamptz not null, "revoked_at" timestamptz null, constraint "content_preview_links_pkey" primary key ("id"));`);
    this.addSql(`create index "content_preview_links_draft_id_index" on "content_preview_links" ("draft_id");`);
    this.addSql(`alter table "content_preview_links" add constraint "content_preview_links_token_hash_unique" unique ("token_hash");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "content_preview_links" cascade;`);
  }

}
