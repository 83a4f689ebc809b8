import { Migration } from '@mikro-orm/migrations';

/** Media items record whether the worker wrote their JPEG for mail; those processed before it have none. */
export class Migration20261129050000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "media_items" add column "mail_image" boolean not null default false;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "media_items" drop column "mail_image";`);
  }

}
