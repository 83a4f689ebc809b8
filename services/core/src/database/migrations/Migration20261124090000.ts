import { Migration } from '@mikro-orm/migrations';

/** A new draft's creation key (made once by the editor): a create sent again with it answers the same draft. */
export class Migration20261124090000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "content_drafts" add column "creation_key" uuid null;`);
    this.addSql(`alter table "content_drafts" add constraint "content_drafts_creation_key_unique" unique ("creation_key");`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "content_drafts" drop constraint "content_drafts_creation_key_unique";`);
    this.addSql(`alter table "content_drafts" drop column "creation_key";`);
  }

}
