import { Migration } from '@mikro-orm/migrations';

/**
 * Two admin lists that read a whole table to sort it (issue 32, found once the scale fixture held owners and bank
 * statements): owners by name, and the bank lines staff matched or ignored, newest decision first. Nothing changes in the data.
 */
export class Migration20261203000000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index "owners_name_index" on "owners" ("name", "id");`);
    this.addSql(`create index "bank_lines_decided_index" on "bank_lines" ("status", "decided_at", "id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "bank_lines_decided_index";`);
    this.addSql(`drop index "owners_name_index";`);
  }
}
