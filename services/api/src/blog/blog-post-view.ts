import { type BlogPost, BlogPostSchema, type BlogPostSummary, BlogPostSummarySchema } from '@app/contracts';
import type { BlogPostEntity } from '@app/core';
import type { BlogPostSummaryRow } from './blog-posts.repository';
import type { ImageSourceOf } from './post-image-sources';

/** A post as lists show it, shaped and checked by the contract the site parses. */
export function toBlogPostSummary(post: BlogPostSummaryRow, imageSourceOf: ImageSourceOf): BlogPostSummary {
  return BlogPostSummarySchema.parse({
    id: post.id,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    author: post.author,
    publishDate: post.publishDate.toISOString(),
    imageUrl: post.imageUrl,
    imageSource: imageSourceOf(post.imageUrl),
    tags: post.tags,
    category: post.category,
  });
}

export function toBlogPost(post: BlogPostEntity, imageSourceOf: ImageSourceOf): BlogPost {
  return BlogPostSchema.parse({
    ...toBlogPostSummary(post, imageSourceOf),
    content: post.content,
    featuredImage: post.featuredImage,
    featuredImageSource: imageSourceOf(post.featuredImage),
  });
}
