import { Inject, Injectable } from '@nestjs/common';
import { PAGE_METADATA, PROPERTY_LISTING_PAGE, pagePath } from '@app/content';
import { BlogPostsRepository } from '../blog/blog-posts.repository';
import { CompanyProfileService } from '../company-profile/company-profile.service';
import { PropertiesService } from '../properties/properties.service';
import { API_CONFIG, type ApiConfig } from '../config/api-config';
import { buildRobotsTxt, buildRss, buildSitemap } from './feeds';
import { SITEMAP_PATHS } from './page-routes';

/** Posts an RSS reader receives: the newest ones already published. */
const RSS_ITEMS = 50;

/** sitemap.xml, rss.xml and robots.txt, from the published posts and the site's public pages. */
@Injectable()
export class SiteFeedsService {
  private readonly siteUrl: string;

  constructor(
    private readonly posts: BlogPostsRepository,
    private readonly company: CompanyProfileService,
    private readonly properties: PropertiesService,
    @Inject(API_CONFIG) config: ApiConfig,
  ) {
    this.siteUrl = config.PUBLIC_URL.replace(/\/+$/, '');
  }

  async sitemap(): Promise<string> {
    const [posts, listings] = await Promise.all([this.posts.listPublished(), this.properties.listShown()]);
    return buildSitemap([
      ...SITEMAP_PATHS.map((path) => ({ url: this.url(path) })),
      ...posts.map((post) => ({ url: this.postUrl(post.slug), lastModified: post.updatedAt })),
      ...listings.map((listing) => ({ url: this.url(pagePath(PROPERTY_LISTING_PAGE, { slug: listing.slug })), lastModified: listing.updatedAt })),
    ]);
  }

  async rss(): Promise<string> {
    const now = new Date();
    const posts = (await this.posts.listPublished()).filter((post) => post.publishDate <= now).slice(0, RSS_ITEMS);
    const channel = {
      title: `${this.company.profile.name} Blog`,
      siteUrl: this.url('/blog'),
      feedUrl: this.url('/rss.xml'),
      description: PAGE_METADATA.blog.description,
    };
    return buildRss(
      channel,
      posts.map((post) => ({
        title: post.title,
        url: this.postUrl(post.slug),
        description: post.excerpt,
        author: post.author,
        published: post.publishDate,
        categories: post.tags.length ? post.tags : post.category ? [post.category] : [],
      })),
    );
  }

  robots(): string {
    return buildRobotsTxt(this.url('/sitemap.xml'));
  }

  private postUrl(slug: string): string {
    return this.url(`/blog/${encodeURIComponent(slug)}`);
  }

  private url(path: string): string {
    return new URL(path, `${this.siteUrl}/`).toString();
  }
}
