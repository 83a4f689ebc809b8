import { Migration } from '@mikro-orm/migrations';
import { type ReferencedMedia, mediaReferencedByArticle, mediaReferencedByListing } from '../../media-references/referenced-media';

type ReferenceRow = { media_id: string; field: ReferencedMedia['field']; post_id?: string; draft_id?: string; property_id?: string };

const INSERT_BATCH = 1000;

/**
 * Media usage written, not searched (issue 27): one row per use of a media item by a post, draft or listing, deleted
 * with it. Back-filled from today's content with the same reader the application writes it with.
 */
export class Migration20261127060000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "media_references" ("id" uuid not null default gen_random_uuid(), "media_id" uuid not null, "field" text check ("field" in ('listingImage', 'featuredImage', 'content', 'photo')) not null, "post_id" uuid null, "draft_id" uuid null, "property_id" uuid null, constraint "media_references_pkey" primary key ("id"), constraint media_references_one_referrer_check check (num_nonnulls(post_id, draft_id, property_id) = 1));`);
    this.addSql(`create index "media_references_media_id_index" on "media_references" ("media_id");`);
    this.addSql(`create index "media_references_post_id_index" on "media_references" ("post_id");`);
    this.addSql(`create index "media_references_draft_id_index" on "media_references" ("draft_id");`);
    this.addSql(`create index "media_references_property_id_index" on "media_references" ("property_id");`);
    this.addSql(`alter table "media_references" add constraint "media_references_post_id_foreign" foreign key ("post_id") references "blog_posts" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "media_references" add constraint "media_references_draft_id_foreign" foreign key ("draft_id") references "content_drafts" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "media_references" add constraint "media_references_property_id_foreign" foreign key ("property_id") references "properties" ("id") on update cascade on delete cascade;`);

    const rows = [...(await this.articleReferences('blog_posts', 'post_id')), ...(await this.articleReferences('content_drafts', 'draft_id')), ...(await this.listingReferences())];
    for (let start = 0; start < rows.length; start += INSERT_BATCH) {
      this.addSql(this.getKnex().insert(rows.slice(start, start + INSERT_BATCH)).into('media_references'));
    }
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "media_references" cascade;`);
  }

  private async articleReferences(table: 'blog_posts' | 'content_drafts', column: 'post_id' | 'draft_id'): Promise<ReferenceRow[]> {
    const articles = await this.execute(
      `select id, image_url, featured_image, content from "${table}" where image_url like '/media/%' or featured_image like '/media/%' or content like '%/media/%'`,
    );
    return articles.flatMap((article) =>
      mediaReferencedByArticle({ imageUrl: article.image_url, featuredImage: article.featured_image, content: article.content }).map(({ mediaId, field }) => ({
        media_id: mediaId,
        field,
        [column]: article.id as string,
      })),
    );
  }

  private async listingReferences(): Promise<ReferenceRow[]> {
    const listings = await this.execute(`select id, photo_ids from "properties" where cardinality(photo_ids) > 0`);
    return listings.flatMap((listing) =>
      mediaReferencedByListing({ photoIds: listing.photo_ids }).map(({ mediaId, field }) => ({ media_id: mediaId, field, property_id: listing.id as string })),
    );
  }
}
