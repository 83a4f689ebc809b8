import { type BlogPost, BlogPostSchema, type BlogPostSummary, BlogPostSummarySchema } from '@app/contracts';
import type { BlogPostEntity } from '@app/core';
import { type BlogPostListRow, HEADLINE_MARKS } from './blog-posts.repository';
import type { ImageSourceOf } from './post-image-sources';

/** A post as lists show it, shaped and checked by the contract the site parses. */
export function toBlogPostSummary(post: BlogPostListRow, imageSourceOf: ImageSourceOf): BlogPostSummary {
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
    matched:
      post.titleHeadline === undefined || post.excerptHeadline === undefined
        ? undefined
        : { title: headlineParts(post.titleHeadline), excerpt: headlineParts(post.excerptHeadline) },
  });
}

/** ts_headline's text cut at its marks: the odd entries are the matched words (`['Renting an ', 'HDB', ' flat']`). */
export function headlineParts(headline: string): string[] {
  return headline.split(HEADLINE_MARKS.start).flatMap((chunk, index) => {
    if (index === 0) return [chunk];
    const [marked = '', ...rest] = chunk.split(HEADLINE_MARKS.stop);
    return [marked, rest.join('')];
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
