import { Migration } from '@mikro-orm/migrations';

/** Two-factor sign-in: each user's encrypted TOTP secret and the hashes of their single-use recovery codes. */
export class Migration20261124062042 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "two_factor_recovery_codes" ("id" uuid not null default gen_random_uuid(), "user_id" uuid not null, "code_hash" varchar(64) not null, "used_at" timestamptz null, constraint "two_factor_recovery_codes_pkey" primary key ("id"));`);
    this.addSql(`create index "two_factor_recovery_codes_user_id_index" on "two_factor_recovery_codes" ("user_id");`);

    this.addSql(`create table "user_two_factor" ("id" uuid not null default gen_random_uuid(), "user_id" uuid not null, "secret_encrypted" text not null, "enabled_at" timestamptz null, "created_at" timestamptz not null default now(), constraint "user_two_factor_pkey" primary key ("id"));`);
    this.addSql(`alter table "user_two_factor" add constraint "user_two_factor_user_id_unique" unique ("user_id");`);

    this.addSql(`alter table "two_factor_recovery_codes" add constraint "two_factor_recovery_codes_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "user_two_factor" add constraint "user_two_factor_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "two_factor_recovery_codes" cascade;`);

    this.addSql(`drop table if exists "user_two_factor" cascade;`);
  }

}
