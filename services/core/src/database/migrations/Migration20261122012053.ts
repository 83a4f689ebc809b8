import { Migration } from '@mikro-orm/migrations';

export class Migration20261122012053 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "audit_log" ("id" bigserial primary key, "action" varchar(40) not null, "actor_id" uuid null, "target_id" uuid null, "client_address" varchar(64) null, "details" jsonb null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "audit_log_created_at_index" on "audit_log" ("created_at");`);

    this.addSql(`create table "users" ("id" uuid not null default gen_random_uuid(), "username" varchar(50) not null, "email" varchar(254) not null, "full_name" varchar(120) null, "role" text check ("role" in ('super_admin', 'admin', 'content_manager')) not null, "is_active" boolean not null, "password_hash" varchar(255) not null, "session_version" int not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), constraint "users_pkey" primary key ("id"));`);
    this.addSql(`alter table "users" add constraint "users_username_unique" unique ("username");`);
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);
  }

}
