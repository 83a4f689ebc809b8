import { Module } from '@nestjs/common';
import { PublicBlogCache } from './public-blog-cache';

/** Import this module to reach PublicBlogCache (e.g. to call invalidate() after publishing). */
@Module({ providers: [PublicBlogCache], exports: [PublicBlogCache] })
export class PublicBlogCacheModule {}
