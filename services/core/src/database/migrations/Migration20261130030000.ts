import { Migration } from '@mikro-orm/migrations';

/** `deposit_carry_overs`: a deposit moved to the renewal the tenant accepted, with the rents either side. */
export class Migration20261130030000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "deposit_carry_overs" ("id" uuid not null default gen_random_uuid(), "deposit_id" uuid not null, "from_tenancy_id" uuid not null, "to_tenancy_id" uuid not null, "amount_cents" int not null, "from_monthly_rent_cents" int not null, "to_monthly_rent_cents" int not null, "created_at" timestamptz not null default now(), constraint "deposit_carry_overs_pkey" primary key ("id"));`);
    this.addSql(`create index "deposit_carry_overs_deposit_id_index" on "deposit_carry_overs" ("deposit_id");`);
    this.addSql(`alter table "deposit_carry_overs" add constraint "deposit_carry_overs_to_tenancy_id_unique" unique ("to_tenancy_id");`);
    this.addSql(`alter table "deposit_carry_overs" add constraint "deposit_carry_overs_deposit_id_foreign" foreign key ("deposit_id") references "tenancy_deposits" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "deposit_carry_overs" add constraint "deposit_carry_overs_from_tenancy_id_foreign" foreign key ("from_tenancy_id") references "tenancies" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "deposit_carry_overs" add constraint "deposit_carry_overs_to_tenancy_id_foreign" foreign key ("to_tenancy_id") references "tenancies" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "deposit_carry_overs" cascade;`);
  }

}
