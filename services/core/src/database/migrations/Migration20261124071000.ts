import { Migration } from '@mikro-orm/migrations';

/** The audit log viewer filters by actor and target: an index on each. */
export class Migration20261124071000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create index "audit_log_actor_id_index" on "audit_log" ("actor_id");`);
    this.addSql(`create index "audit_log_target_id_index" on "audit_log" ("target_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "audit_log_actor_id_index";`);
    this.addSql(`drop index if exists "audit_log_target_id_index";`);
  }

}
