import { Migration } from '@mikro-orm/migrations';

/**
 * Owners and tenancies gain a version (issue 35), raised by every save from staff's edit forms: a save names the
 * version its form loaded, and one based on an older version is refused with 409 instead of overwriting the other
 * save. Existing rows start at version 1.
 */
export class Migration20261201050000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "owners" add column "version" int not null default 1;`);
    this.addSql(`alter table "tenancies" add column "version" int not null default 1;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "owners" drop column "version";`);
    this.addSql(`alter table "tenancies" drop column "version";`);
  }
}
