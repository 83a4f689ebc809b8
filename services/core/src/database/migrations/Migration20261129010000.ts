import { Migration } from '@mikro-orm/migrations';

/**
 * Bank reconciliation (issue 31, step 2): the CSV column mappings saved per bank account, each statement upload and
 * its progress, the statement's lines (unique by fingerprint, so a file imported twice adds nothing), and the bank
 * line a rent payment was matched from.
 */
export class Migration20261129010000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "bank_csv_mappings" ("account_key" varchar(60) not null, "account" varchar(60) not null, "mapping" jsonb not null, "updated_by_id" uuid null, "updated_at" timestamptz not null default now(), constraint "bank_csv_mappings_pkey" primary key ("account_key"));`);
    this.addSql(`create table "bank_imports" ("id" uuid not null default gen_random_uuid(), "account" varchar(60) not null, "format" text check ("format" in ('csv', 'mt940')) not null, "file_name" varchar(200) not null, "status" text check ("status" in ('waiting', 'checking', 'saving', 'matching', 'done', 'failed')) not null, "total_lines" int not null, "processed_lines" int not null, "added_lines" int not null, "duplicate_lines" int not null, "matched_lines" int not null, "debit_lines" int not null, "errors" jsonb not null, "created_by_id" uuid null, "created_at" timestamptz not null default now(), "finished_at" timestamptz null, constraint "bank_imports_pkey" primary key ("id"));`);
    this.addSql(`create table "bank_lines" ("id" uuid not null default gen_random_uuid(), "bank_import_id" uuid not null, "fingerprint" varchar(64) not null, "account" varchar(60) not null, "line_number" int not null, "value_date" date not null, "amount_cents" int not null, "direction" text check ("direction" in ('credit', 'debit')) not null, "description" varchar(500) not null, "balance_cents" bigint null, "method" text check ("method" in ('paynow', 'giro', 'fast', 'cheque', 'cash')) not null, "status" text check ("status" in ('matched', 'unmatched', 'ignored', 'debit')) not null, "ignored_reason" varchar(300) null, "decided_by_id" uuid null, "decided_at" timestamptz null, "created_at" timestamptz not null default now(), constraint "bank_lines_pkey" primary key ("id"), constraint bank_lines_amount_check check (amount_cents > 0));`);
    this.addSql(`alter table "bank_lines" add constraint "bank_lines_fingerprint_unique" unique ("fingerprint");`);
    this.addSql(`create index "bank_lines_import_index" on "bank_lines" ("bank_import_id", "line_number");`);
    this.addSql(`create index "bank_lines_queue_index" on "bank_lines" ("status", "value_date");`);
    this.addSql(`alter table "bank_csv_mappings" add constraint "bank_csv_mappings_updated_by_id_foreign" foreign key ("updated_by_id") references "users" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "bank_imports" add constraint "bank_imports_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "bank_lines" add constraint "bank_lines_bank_import_id_foreign" foreign key ("bank_import_id") references "bank_imports" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "bank_lines" add constraint "bank_lines_decided_by_id_foreign" foreign key ("decided_by_id") references "users" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "rent_payments" add column "bank_line_id" uuid null;`);
    this.addSql(`alter table "rent_payments" add constraint "rent_payments_bank_line_id_foreign" foreign key ("bank_line_id") references "bank_lines" ("id") on update cascade on delete set null;`);
    this.addSql(`create index "rent_payments_bank_line_id_index" on "rent_payments" ("bank_line_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "rent_payments" drop column "bank_line_id";`);
    this.addSql(`drop table if exists "bank_lines" cascade;`);
    this.addSql(`drop table if exists "bank_imports" cascade;`);
    this.addSql(`drop table if exists "bank_csv_mappings" cascade;`);
  }

}
