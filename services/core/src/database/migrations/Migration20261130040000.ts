import { Migration } from '@mikro-orm/migrations';

/**
 * The enquiries' received-time index gains the id (issue 32): the inbox lists and the CSV export read newest first by
 * (created_at, id), and the export's keyset is a row comparison on both, which this index reads from where the last
 * batch ended. It replaces the index on created_at alone, which it covers. No data changes.
 */
export class Migration20261130040000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index "contact_enquiries_created_at_id_index" on "contact_enquiries" ("created_at", "id");`);
    this.addSql(`drop index "contact_enquiries_created_at_index";`);
  }

  override async down(): Promise<void> {
    this.addSql(`create index "contact_enquiries_created_at_index" on "contact_enquiries" ("created_at");`);
    this.addSql(`drop index "contact_enquiries_created_at_id_index";`);
  }
}
