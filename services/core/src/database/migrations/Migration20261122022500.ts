import { Migration } from '@mikro-orm/migrations';
import { BLOG_POSTS_SEED } from '../../blog/seed';
import { sanitizeArticleHtml } from '../../content/sanitize-article-html';
import { FEATURED_PROPERTIES_SEED } from '../../properties/featured-properties.seed';
import { TESTIMONIALS_SEED } from '../../testimonials/testimonials.seed';

/**
 * The public site's starting content (SPEC §3 samples and the first articles). A data migration, so every
 * database gets it exactly once (npm start, Docker, test databases) and staff edits are never overwritten.
 */
export class Migration20261122022500 extends Migration {
  override async up(): Promise<void> {
    const knex = this.getKnex();
    this.addSql(knex.insert(BLOG_POSTS_SEED.map(blogPostRow)).into('blog_posts').onConflict('slug').ignore());
    this.addSql(knex.insert(FEATURED_PROPERTIES_SEED.map(propertyRow)).into('properties'));
    this.addSql(knex.insert(TESTIMONIALS_SEED.map(testimonialRow)).into('testimonials'));
  }
}

function blogPostRow(post: (typeof BLOG_POSTS_SEED)[number]) {
  return {
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    content: sanitizeArticleHtml(post.content),
    author: post.author,
    publish_date: post.publishDate,
    image_url: post.imageUrl ?? null,
    featured_image: post.featuredImage ?? null,
    tags: textArray(post.tags ?? []),
    category: post.category ?? null,
    status: post.status ?? 'published',
  };
}

function propertyRow(property: (typeof FEATURED_PROPERTIES_SEED)[number]) {
  return {
    title: property.title,
    location: property.location,
    description: property.description,
    bedrooms: property.bedrooms,
    size_sqft: property.sizeSqft,
    features: textArray(property.features),
    image: property.image,
    badge: property.badge,
    featured: property.featured ?? false,
    sort_order: property.sortOrder ?? 0,
  };
}

function testimonialRow(testimonial: (typeof TESTIMONIALS_SEED)[number]) {
  return {
    content: testimonial.content,
    name: testimonial.name,
    role: testimonial.role,
    rating: testimonial.rating,
    initials: testimonial.initials,
    sort_order: testimonial.sortOrder ?? 0,
  };
}

/** A PostgreSQL text[] literal: the query builder would otherwise spread a JS array into separate values. */
function textArray(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}
