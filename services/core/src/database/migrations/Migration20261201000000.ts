import { Migration } from '@mikro-orm/migrations';

/**
 * Bank imports gain the status `queued` (issue 31, decision 021): the upload stores the file and answers at once, and
 * the worker's job checks, saves and matches it. No data changes.
 */
export class Migration20261201000000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "bank_imports" drop constraint if exists "bank_imports_status_check";`);
    this.addSql(
      `alter table "bank_imports" add constraint "bank_imports_status_check" check ("status" in ('waiting', 'queued', 'checking', 'saving', 'matching', 'done', 'failed'));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`update "bank_imports" set "status" = 'failed', "finished_at" = now() where "status" = 'queued';`);
    this.addSql(`alter table "bank_imports" drop constraint if exists "bank_imports_status_check";`);
    this.addSql(
      `alter table "bank_imports" add constraint "bank_imports_status_check" check ("status" in ('waiting', 'checking', 'saving', 'matching', 'done', 'failed'));`,
    );
  }
}
