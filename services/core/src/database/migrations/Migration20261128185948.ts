import { Migration } from '@mikro-orm/migrations';

/**
 * Indexes the query-plan guard (issue 32, `services/api/src/scale/query-plans.int-spec.ts`) found missing at 100,000
 * rows: one per list order (posts and listings newest first, subscribers, tenancies, repairs), the dashboard's most
 * viewed posts, the draft each listed post was published from, and the repairs still awaiting a first response. Existing rows are indexed; no data changes.
 */
export class Migration20261128185948 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create index "blog_posts_published_view_count_index" on "blog_posts" ("view_count", "publish_date") where "status" = 'published';`);
    this.addSql(`create index "blog_posts_created_at_id_index" on "blog_posts" ("created_at", "id");`);

    this.addSql(`create index "content_drafts_published_post_id_index" on "content_drafts" ("published_post_id");`);

    this.addSql(`create index "newsletter_subscribers_consented_at_id_index" on "newsletter_subscribers" ("consented_at", "id");`);

    this.addSql(`create index "properties_created_at_id_index" on "properties" ("created_at", "id");`);

    this.addSql(`create index "tenancies_lease_start_created_at_id_index" on "tenancies" ("lease_start", "created_at", "id");`);

    this.addSql(`create index "maintenance_requests_awaiting_response_index" on "maintenance_requests" ("response_due_at") where "first_responded_at" is null and "status" <> 'cancelled';`);
    this.addSql(`create index "maintenance_requests_created_at_id_index" on "maintenance_requests" ("created_at", "id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "blog_posts_published_view_count_index";`);
    this.addSql(`drop index "blog_posts_created_at_id_index";`);

    this.addSql(`drop index "content_drafts_published_post_id_index";`);

    this.addSql(`drop index "maintenance_requests_awaiting_response_index";`);
    this.addSql(`drop index "maintenance_requests_created_at_id_index";`);

    this.addSql(`drop index "newsletter_subscribers_consented_at_id_index";`);

    this.addSql(`drop index "properties_created_at_id_index";`);

    this.addSql(`drop index "tenancies_lease_start_created_at_id_index";`);
  }

}
