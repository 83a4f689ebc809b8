import { Migration } from '@mikro-orm/migrations';

/**
 * The admin searches of tenancies (and rent accounts), repairs, owners, the inbox, subscribers, staff accounts,
 * content drafts, blog posts and listings look for text anywhere inside a few fields, which read every row of the
 * table (issue 32): trigram indexes (`pg_trgm`, created with the media library's search) on the fields each search
 * joins, and on the listing titles and unit addresses read apart, answer `ilike '%…%'` of three characters or more.
 * No data changes.
 */
export class Migration20261204000000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create index "tenancies_search_index" on "tenancies" using gin ((tenant_name || E'\\n' || tenant_email || E'\\n' || tenant_phone || E'\\n' || coalesce(address, '')) gin_trgm_ops);`,
    );
    this.addSql(`create index "properties_title_search_index" on "properties" using gin ("title" gin_trgm_ops);`);
    this.addSql(`create index "maintenance_requests_search_index" on "maintenance_requests" using gin ((reference || E'\\n' || description) gin_trgm_ops);`);
    this.addSql(`create index "owners_search_index" on "owners" using gin ((name || E'\\n' || email || E'\\n' || phone) gin_trgm_ops);`);
    this.addSql(`create index "owner_units_address_search_index" on "owner_units" using gin ("address" gin_trgm_ops);`);
    this.addSql(
      `create index "contact_enquiries_search_index" on "contact_enquiries" using gin ((name || E'\\n' || email || E'\\n' || phone || E'\\n' || message) gin_trgm_ops);`,
    );
    this.addSql(`create index "newsletter_subscribers_email_search_index" on "newsletter_subscribers" using gin ("email" gin_trgm_ops);`);
    this.addSql(`create index "users_search_index" on "users" using gin ((username || E'\\n' || coalesce(full_name, '') || E'\\n' || email) gin_trgm_ops);`);
    this.addSql(`create index "content_drafts_title_search_index" on "content_drafts" using gin ("title" gin_trgm_ops);`);
    this.addSql(`create index "blog_posts_title_search_index" on "blog_posts" using gin ("title" gin_trgm_ops);`);
    this.addSql(
      `create index "properties_search_index" on "properties" using gin ((title || E'\\n' || reference || E'\\n' || address_line || E'\\n' || district) gin_trgm_ops);`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "properties_search_index";`);
    this.addSql(`drop index "blog_posts_title_search_index";`);
    this.addSql(`drop index "content_drafts_title_search_index";`);
    this.addSql(`drop index "users_search_index";`);
    this.addSql(`drop index "newsletter_subscribers_email_search_index";`);
    this.addSql(`drop index "contact_enquiries_search_index";`);
    this.addSql(`drop index "owner_units_address_search_index";`);
    this.addSql(`drop index "owners_search_index";`);
    this.addSql(`drop index "maintenance_requests_search_index";`);
    this.addSql(`drop index "properties_title_search_index";`);
    this.addSql(`drop index "tenancies_search_index";`);
  }
}
