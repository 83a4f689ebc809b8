import { Migration } from '@mikro-orm/migrations';

/**
 * CEA disclosures: a staff account's registration number and phone, and each listing's responsible agent.
 * Listings that exist already get the first super admin (the oldest active one) as their agent, whatever their
 * status, so the listing form starts with an agent chosen; until that agent has a registration number and a phone,
 * visitors do not see the listing (the public reads require both) and saving it as available or let answers 400.
 * A fresh database has no user yet at this point: its sample listings get the seeded demo agent instead.
 */
export class Migration20261127020218 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "users" add column "cea_registration_number" varchar(8) null, add column "phone" varchar(20) null;`);

    this.addSql(`alter table "properties" add column "agent_id" uuid null;`);
    this.addSql(`alter table "properties" add constraint "properties_agent_id_foreign" foreign key ("agent_id") references "users" ("id") on update cascade on delete set null;`);
    this.addSql(`create index "properties_agent_id_index" on "properties" ("agent_id");`);
    this.addSql(`update "properties" set "agent_id" = (select "id" from "users" where "role" = 'super_admin' order by "is_active" desc, "created_at" asc limit 1);`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "properties" drop constraint "properties_agent_id_foreign";`);

    this.addSql(`drop index "properties_agent_id_index";`);
    this.addSql(`alter table "properties" drop column "agent_id";`);

    this.addSql(`alter table "users" drop column "cea_registration_number", drop column "phone";`);
  }

}
