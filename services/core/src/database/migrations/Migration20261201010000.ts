import { Migration } from '@mikro-orm/migrations';

/**
 * The media library and the content drafts are read a page at a time (issue 32,
 * docs/decisions/026-media-and-drafts-paged.md): the library's rows of one status newest first (the picker asks for
 * ready images), and the drafts last changed first, of one status, or of one type and status (a campaign's approved
 * newsletters). Existing rows are indexed; no data changes.
 */
export class Migration20261201010000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create index "media_items_library_status_index" on "media_items" ("status", "created_at" desc, "id") where "in_library";`);

    this.addSql(`create index "content_drafts_updated_at_id_index" on "content_drafts" ("updated_at" desc, "id");`);
    this.addSql(`create index "content_drafts_status_updated_at_id_index" on "content_drafts" ("status", "updated_at" desc, "id");`);
    this.addSql(`create index "content_drafts_content_type_status_updated_at_id_index" on "content_drafts" ("content_type", "status", "updated_at" desc, "id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "media_items_library_status_index";`);

    this.addSql(`drop index "content_drafts_updated_at_id_index";`);
    this.addSql(`drop index "content_drafts_status_updated_at_id_index";`);
    this.addSql(`drop index "content_drafts_content_type_status_updated_at_id_index";`);
  }

}
