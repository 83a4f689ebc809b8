import { Migration } from '@mikro-orm/migrations';

/** The public site's tables: blog posts and their daily views, properties, testimonials, enquiries, newsletter subscribers. */
export class Migration20261122021213 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "blog_posts" ("id" uuid not null default gen_random_uuid(), "slug" varchar(200) not null, "title" varchar(300) not null, "excerpt" text not null, "content" text not null, "author" varchar(120) not null, "publish_date" timestamptz not null, "image_url" text null, "featured_image" text null, "tags" text[] not null default '{}', "category" varchar(80) null, "view_count" int not null default 0, "status" text check ("status" in ('published', 'draft')) not null default 'published', "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), constraint "blog_posts_pkey" primary key ("id"));`);
    this.addSql(`alter table "blog_posts" add constraint "blog_posts_slug_unique" unique ("slug");`);
    this.addSql(`create index "blog_posts_status_publish_date_index" on "blog_posts" ("status", "publish_date");`);

    this.addSql(`create table "blog_post_views" ("view_date" date not null, "post_id" uuid not null, "visitor_hash" varchar(64) not null, constraint "blog_post_views_pkey" primary key ("view_date", "post_id", "visitor_hash"));`);

    this.addSql(`create table "contact_enquiries" ("id" uuid not null default gen_random_uuid(), "name" varchar(120) not null, "email" varchar(254) not null, "phone" varchar(40) not null, "service" varchar(40) not null, "message" text not null, "consent_text_version" varchar(40) not null, "consented_at" timestamptz not null, "client_address" varchar(64) not null, "user_agent" varchar(500) null, "notification_status" text check ("notification_status" in ('pending', 'sent', 'not_configured', 'failed')) not null default 'pending', "notification_error" text null, "notified_at" timestamptz null, "created_at" timestamptz not null default now(), constraint "contact_enquiries_pkey" primary key ("id"));`);
    this.addSql(`create index "contact_enquiries_created_at_index" on "contact_enquiries" ("created_at");`);

    this.addSql(`create table "newsletter_subscribers" ("id" uuid not null default gen_random_uuid(), "email" varchar(254) not null, "consented_at" timestamptz not null, "client_address" varchar(64) not null, "unsubscribed_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), constraint "newsletter_subscribers_pkey" primary key ("id"));`);
    this.addSql(`alter table "newsletter_subscribers" add constraint "newsletter_subscribers_email_unique" unique ("email");`);

    this.addSql(`create table "properties" ("id" uuid not null default gen_random_uuid(), "title" varchar(200) not null, "location" varchar(200) not null, "description" text not null, "bedrooms" int not null, "size_sqft" int not null, "features" text[] not null default '{}', "image" text not null, "badge" varchar(60) not null, "featured" boolean not null default false, "sort_order" int not null default 0, "created_at" timestamptz not null default now(), constraint "properties_pkey" primary key ("id"));`);
    this.addSql(`create index "properties_featured_sort_order_index" on "properties" ("featured", "sort_order");`);

    this.addSql(`create table "testimonials" ("id" uuid not null default gen_random_uuid(), "content" text not null, "name" varchar(120) not null, "role" varchar(120) not null, "rating" smallint not null, "initials" varchar(4) not null, "sort_order" int not null default 0, "created_at" timestamptz not null default now(), constraint "testimonials_pkey" primary key ("id"), constraint testimonials_rating_check check (((rating >= 1) AND (rating <= 5))));`);

    this.addSql(`alter table "blog_post_views" add constraint "blog_post_views_post_id_foreign" foreign key ("post_id") references "blog_posts" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "blog_post_views" drop constraint "blog_post_views_post_id_foreign";`);

    this.addSql(`drop table if exists "blog_posts" cascade;`);

    this.addSql(`drop table if exists "blog_post_views" cascade;`);

    this.addSql(`drop table if exists "contact_enquiries" cascade;`);

    this.addSql(`drop table if exists "newsletter_subscribers" cascade;`);

    this.addSql(`drop table if exists "properties" cascade;`);

    this.addSql(`drop table if exists "testimonials" cascade;`);
  }

}
