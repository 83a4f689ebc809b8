import { Migration } from '@mikro-orm/migrations';

/**
 * The media library's own rows (tenants' repair photos are not in it), newest first: the library list's order and
 * the dashboard's Media Files count read this index, not the whole table (the query-plan guard found the count did).
 */
export class Migration20261128203100 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create index "media_items_library_index" on "media_items" ("created_at" desc, "id") where "in_library";`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "media_items_library_index";`);
  }

}
