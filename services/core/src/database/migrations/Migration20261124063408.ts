import { Migration } from '@mikro-orm/migrations';

/** The roles whose members a super admin requires to sign in with two-factor. */
export class Migration20261124063408 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "two_factor_required_roles" ("role" varchar(40) not null, "created_at" timestamptz not null default now(), constraint "two_factor_required_roles_pkey" primary key ("role"));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "two_factor_required_roles" cascade;`);
  }

}
