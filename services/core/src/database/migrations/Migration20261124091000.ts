import { Migration } from '@mikro-orm/migrations';

/** The time step of the last accepted two-factor code per key: a code works once (RFC 6238 §5.2). */
export class Migration20261124091000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "user_two_factor" add column "last_time_step" int null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "user_two_factor" drop column "last_time_step";`);
  }

}
