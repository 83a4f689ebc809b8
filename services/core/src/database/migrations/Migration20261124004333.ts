import { Migration } from '@mikro-orm/migrations';

/**
 * AI generate requests are stored before their job is queued (the status endpoint and the worker's reconciler read
 * them), and a generated draft records the job that wrote it, once: a job that runs again finds its draft.
 */
export class Migration20261124004333 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "content_generation_requests" ("id" uuid not null default gen_random_uuid(), "content_type" text check ("content_type" in ('blog', 'market-report', 'newsletter', 'property-description')) not null, "requested_by" uuid null, "state" text check ("state" in ('waiting', 'active', 'completed', 'failed')) not null, "draft_id" uuid null, "error" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), constraint "content_generation_requests_pkey" primary key ("id"));`);
    this.addSql(`create index "content_generation_requests_state_created_at_index" on "content_generation_requests" ("state", "created_at");`);

    this.addSql(`alter table "content_drafts" add column "generation_job_id" uuid null;`);
    this.addSql(`alter table "content_drafts" add constraint "content_drafts_generation_job_id_unique" unique ("generation_job_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "content_drafts" drop constraint "content_drafts_generation_job_id_unique";`);
    this.addSql(`alter table "content_drafts" drop column "generation_job_id";`);

    this.addSql(`drop table if exists "content_generation_requests" cascade;`);
  }

}
