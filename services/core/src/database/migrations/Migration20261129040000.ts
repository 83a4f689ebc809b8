import { Migration } from '@mikro-orm/migrations';

/**
 * The public blog's search and topics on the server (issue 32): `search_vector`, a stored tsvector over title, tags,
 * excerpt and body (weighted in that order), with a GIN index; and a GIN index over each post's topics (its tags
 * and category in lower case) for the topic filter. The two functions are immutable so a generated column and an
 * index may call them; the body's HTML tags are tokens the english configuration leaves out. Existing rows are
 * filled as the column is added.
 */
export class Migration20261129040000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create function blog_post_search_document(title varchar, excerpt text, tags text[], body text) returns tsvector
      language sql immutable parallel safe as $$
        select setweight(to_tsvector('english', coalesce(title, '')), 'A')
          || setweight(to_tsvector('english', coalesce(array_to_string(tags, ' '), '')), 'A')
          || setweight(to_tsvector('english', coalesce(excerpt, '')), 'B')
          || setweight(to_tsvector('english', coalesce(body, '')), 'D')
      $$;`);
    this.addSql(`create function blog_post_topics(tags text[], category varchar) returns text[]
      language sql immutable parallel safe as $$
        select array(select lower(topic) from unnest(tags || category::text) as topic where topic is not null)
      $$;`);
    this.addSql(`alter table "blog_posts" add column "search_vector" tsvector generated always as (blog_post_search_document(title, excerpt, tags, content)) stored;`);
    this.addSql(`create index "blog_posts_search_index" on "blog_posts" using gin ("search_vector");`);
    this.addSql(`create index "blog_posts_topics_index" on "blog_posts" using gin (blog_post_topics(tags, category));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "blog_posts_topics_index";`);
    this.addSql(`drop index "blog_posts_search_index";`);
    this.addSql(`alter table "blog_posts" drop column "search_vector";`);
    this.addSql(`drop function blog_post_topics(text[], varchar);`);
    this.addSql(`drop function blog_post_search_document(varchar, text, text[], text);`);
  }

}
