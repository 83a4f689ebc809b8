import { Migration } from '@mikro-orm/migrations';

/**
 * The confirmed-subscribers export reads the confirmed, still subscribed addresses in batches, each after the last
 * row of the one before (keyset on confirmation time and id): this index finds each batch without reading the table
 * (issue 32: the export held 500,000 rows in memory at once). No data changes.
 */
export class Migration20261129041000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create index "newsletter_subscribers_confirmed_index" on "newsletter_subscribers" ("confirmed_at", "id") where "confirmed_at" is not null and "unsubscribed_at" is null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "newsletter_subscribers_confirmed_index";`);
  }

}
