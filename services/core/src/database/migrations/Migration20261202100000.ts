import { Migration } from '@mikro-orm/migrations';

/**
 * The open charges of one tenancy, by due day (issue 32): the balances of a page of rent accounts read each
 * tenancy's open charges through it, instead of intersecting the tenancy's every charge with every open charge.
 * Nothing changes in the data.
 */
export class Migration20261202100000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index "rent_charges_open_tenancy_index" on "rent_charges" ("tenancy_id", "due_on") where "open_cents" > 0;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "rent_charges_open_tenancy_index";`);
  }
}
