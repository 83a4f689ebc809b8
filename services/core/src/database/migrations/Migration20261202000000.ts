import { Migration } from '@mikro-orm/migrations';

/**
 * The inbox, the maintenance board and the audit log page by keyset (decision 027): `(created_at, id) < (?, ?)`
 * newest first, alone or after a status. Each such order gets an index ending in the id tie-breaker, so the row
 * comparison starts where the cursor points: the status indexes gain the id, and the audit log's time index too.
 */
export class Migration20261202000000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index "contact_enquiries_status_created_at_id_index" on "contact_enquiries" ("status", "created_at", "id");`);
    this.addSql(`drop index "contact_enquiries_status_created_at_index";`);
    this.addSql(`create index "maintenance_requests_status_created_at_id_index" on "maintenance_requests" ("status", "created_at", "id");`);
    this.addSql(`drop index "maintenance_requests_status_created_at_index";`);
    this.addSql(`create index "audit_log_created_at_id_index" on "audit_log" ("created_at", "id");`);
    this.addSql(`drop index "audit_log_created_at_index";`);
  }

  override async down(): Promise<void> {
    this.addSql(`create index "contact_enquiries_status_created_at_index" on "contact_enquiries" ("status", "created_at");`);
    this.addSql(`drop index "contact_enquiries_status_created_at_id_index";`);
    this.addSql(`create index "maintenance_requests_status_created_at_index" on "maintenance_requests" ("status", "created_at");`);
    this.addSql(`drop index "maintenance_requests_status_created_at_id_index";`);
    this.addSql(`create index "audit_log_created_at_index" on "audit_log" ("created_at");`);
    this.addSql(`drop index "audit_log_created_at_id_index";`);
  }
}
