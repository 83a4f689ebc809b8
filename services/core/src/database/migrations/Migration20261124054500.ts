import { Migration } from '@mikro-orm/migrations';

/**
 * The sample properties become listings staff manage: a reference and a slug, district and address, type, rooms,
 * prices, status and ordered media library photos. Rows from before keep their text; their district is what came
 * before the first comma of their location, their type follows their badge.
 */
export class Migration20261124054500 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create sequence "property_reference_seq" start with 1001;`);
    this.addSql(`alter table "properties" rename column "location" to "address_line";`);
    this.addSql(`alter table "properties"
      add column "reference" varchar(20) not null default ('HL-' || nextval('property_reference_seq')),
      add column "slug" varchar(220) null,
      add column "district" varchar(80) not null default '',
      add column "type" text check ("type" in ('hdb', 'condominium', 'landed', 'co-living', 'commercial')) not null default 'condominium',
      add column "bathrooms" int not null default 1,
      add column "monthly_rent" int null,
      add column "asking_price" int null,
      add column "status" text check ("status" in ('available', 'let', 'sold', 'hidden')) not null default 'available',
      add column "photo_ids" uuid[] not null default '{}',
      add column "updated_at" timestamptz not null default now();`);
    this.addSql(`update "properties" set
      "district" = trim(split_part("address_line", ',', 1)),
      "type" = case lower("badge") when 'hdb' then 'hdb' when 'co-living' then 'co-living' else 'condominium' end,
      "slug" = trim(both '-' from regexp_replace(lower("title"), '[^a-z0-9]+', '-', 'g')) || '-' || lower("reference");`);
    this.addSql(`alter table "properties" alter column "slug" set not null, alter column "district" drop default, alter column "type" drop default, alter column "bathrooms" drop default, alter column "status" drop default, alter column "image" drop not null, alter column "badge" drop not null;`);
    this.addSql(`alter table "properties" add constraint "properties_reference_unique" unique ("reference");`);
    this.addSql(`alter table "properties" add constraint "properties_slug_unique" unique ("slug");`);
    this.addSql(`create index "properties_status_type_index" on "properties" ("status", "type");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "properties_status_type_index";`);
    this.addSql(`alter table "properties" drop column "reference", drop column "slug", drop column "district", drop column "type", drop column "bathrooms", drop column "monthly_rent", drop column "asking_price", drop column "status", drop column "photo_ids", drop column "updated_at";`);
    this.addSql(`update "properties" set "image" = coalesce("image", ''), "badge" = coalesce("badge", '');`);
    this.addSql(`alter table "properties" alter column "image" set not null, alter column "badge" set not null;`);
    this.addSql(`alter table "properties" rename column "address_line" to "location";`);
    this.addSql(`drop sequence "property_reference_seq";`);
  }

}
