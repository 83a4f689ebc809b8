import { Injectable } from '@nestjs/common';
import { MEDIA_URL_PREFIX } from '@app/contracts';
import { findMediaReferences } from '@app/core';
import { type FoundMediaUsage, type MediaUsageQuery, type MediaUsageSource, ProvidesMediaUsage } from '../media/usage/media-usage-source';
import { AdminBlogRepository } from './admin-blog.repository';

/** Tells the media library which blog posts (live or not) use an image: listing image, featured image or inline. */
@Injectable()
@ProvidesMediaUsage()
export class PostMediaUsageSource implements MediaUsageSource {
  constructor(private readonly posts: AdminBlogRepository) {}

  async findUsages(media: readonly MediaUsageQuery[]): Promise<FoundMediaUsage[]> {
    const posts = await this.posts.findReferencingMedia(`${MEDIA_URL_PREFIX}/`);
    return findMediaReferences(posts, media).map((reference) => ({ ...reference, kind: 'post' }));
  }
}
