import { Migration } from '@mikro-orm/migrations';

/**
 * Signed-in browsers, one row per session (the session cookie now carries its id). Cookies issued before this
 * carry none and stop working: everyone signs in once more.
 */
export class Migration20261124054628 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "user_sessions" ("id" uuid not null default gen_random_uuid(), "user_id" uuid not null, "version" int not null, "user_agent" varchar(512) null, "client_address" varchar(64) null, "created_at" timestamptz not null default now(), "last_seen_at" timestamptz not null default now(), constraint "user_sessions_pkey" primary key ("id"));`);
    this.addSql(`create index "user_sessions_user_id_last_seen_at_index" on "user_sessions" ("user_id", "last_seen_at");`);

    this.addSql(`alter table "user_sessions" add constraint "user_sessions_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "user_sessions" cascade;`);
  }

}
