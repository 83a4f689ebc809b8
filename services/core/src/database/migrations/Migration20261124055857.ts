import { Migration } from '@mikro-orm/migrations';

/** Password reset requests: mailed links (token made by the worker) and admins' one-time links; token hashes only. */
export class Migration20261124055857 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "password_resets" ("id" uuid not null default gen_random_uuid(), "user_id" uuid not null, "token_hash" varchar(64) null, "page_url" text not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_by_id" uuid null, "mail_status" text check ("mail_status" in ('pending', 'sent', 'not_configured', 'failed')) null, "mail_error" text null, "mailed_at" timestamptz null, "created_at" timestamptz not null default now(), constraint "password_resets_pkey" primary key ("id"));`);
    this.addSql(`alter table "password_resets" add constraint "password_resets_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "password_resets_user_id_created_at_index" on "password_resets" ("user_id", "created_at");`);

    this.addSql(`alter table "password_resets" add constraint "password_resets_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "password_resets" cascade;`);
  }

}
