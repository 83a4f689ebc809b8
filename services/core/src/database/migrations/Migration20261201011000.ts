import { Migration } from '@mikro-orm/migrations';

/**
 * The media library's search (docs/decisions/026-media-and-drafts-paged.md) looks for text inside the file name,
 * title, caption, type and tags: a trigram index (`pg_trgm`, a trusted extension the database's owner may create)
 * on those fields joined answers `ilike '%…%'` without reading every row of the library. No data changes.
 */
export class Migration20261201011000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`create index "media_items_library_search_index" on "media_items" using gin ((original_filename || E'\\n' || coalesce(title, '') || E'\\n' || coalesce(caption, '') || E'\\n' || mime_type || E'\\n' || coalesce(tags::text, '')) gin_trgm_ops) where "in_library";`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "media_items_library_search_index";`);
  }

}
