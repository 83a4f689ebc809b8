import { Inject, Injectable } from '@nestjs/common';
import { PAGE_METADATA, PROPERTY_LISTING_PAGE, pagePath } from '@app/content';
import { BlogPostsRepository } from '../blog/blog-posts.repository';
import { CompanyProfileService } from '../company-profile/company-profile.service';
import { PropertiesService } from '../properties/properties.service';
import { API_CONFIG, type ApiConfig } from '../config/api-config';
import { buildRobotsTxt, buildRss, buildSitemapIndex, SITEMAP_HEAD, SITEMAP_TAIL, SITEMAP_URL_LIMIT, type SitemapEntry, sitemapUrl } from './feeds';
import { SITEMAP_PATHS } from './page-routes';

/** Posts an RSS reader receives: the newest ones already published. */
const RSS_ITEMS = 50;
/** Rows read at a time while a child sitemap is written: memory stays flat however many there are. */
const SITEMAP_BATCH = 1_000;

/** A child sitemap: the site's pages, or part n (from 1) of the posts or of the listings, SITEMAP_URL_LIMIT each. */
type SitemapPart = { kind: 'pages' } | { kind: 'posts' | 'listings'; part: number };

/** The file name of a child sitemap under /sitemaps/, or null for a name that is none. */
export function sitemapPartOf(file: string): SitemapPart | null {
  if (file === 'pages.xml') return { kind: 'pages' };
  const match = /^(posts|listings)-([1-9]\d{0,5})\.xml$/.exec(file);
  return match ? { kind: match[1] as 'posts' | 'listings', part: Number(match[2]) } : null;
}

/** `posts-1.xml`, `posts-2.xml`… enough files for `count` addresses (at least one, so the index never changes shape). */
function partFiles(kind: 'posts' | 'listings', count: number): string[] {
  return Array.from({ length: Math.max(1, Math.ceil(count / SITEMAP_URL_LIMIT)) }, (_, index) => `${kind}-${index + 1}.xml`);
}

/** The child sitemaps of a site with `posts` published posts and `listings` shown listings. */
export function sitemapFiles(posts: number, listings: number): string[] {
  return ['pages.xml', ...partFiles('posts', posts), ...partFiles('listings', listings)];
}

/** sitemap.xml (an index) and its child sitemaps, rss.xml and robots.txt, from the published posts, the shown listings and the site's public pages. */
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

  /** /sitemap.xml: an index of the child sitemaps, each at most SITEMAP_URL_LIMIT addresses. */
  async sitemapIndex(): Promise<string> {
    const [posts, listings] = await Promise.all([this.posts.countPublished(), this.properties.countShown()]);
    return buildSitemapIndex(sitemapFiles(posts, listings).map((file) => this.url(`/sitemaps/${file}`)));
  }

  /** Writes a child sitemap through `write`, SITEMAP_BATCH rows at a time (the answer is streamed). */
  async writeSitemap(part: SitemapPart, write: (chunk: string) => void): Promise<void> {
    write(SITEMAP_HEAD);
    if (part.kind === 'pages') SITEMAP_PATHS.forEach((path) => write(sitemapUrl({ url: this.url(path) })));
    else {
      const first = (part.part - 1) * SITEMAP_URL_LIMIT;
      for (let offset = first; offset < first + SITEMAP_URL_LIMIT; offset += SITEMAP_BATCH) {
        const entries = await this.sitemapEntries(part.kind, offset, Math.min(SITEMAP_BATCH, first + SITEMAP_URL_LIMIT - offset));
        write(entries.map(sitemapUrl).join(''));
        if (entries.length < SITEMAP_BATCH) break;
      }
    }
    write(SITEMAP_TAIL);
  }

  private async sitemapEntries(kind: 'posts' | 'listings', offset: number, limit: number): Promise<SitemapEntry[]> {
    if (kind === 'posts') {
      const posts = await this.posts.listPublished({ offset, limit });
      return posts.map((post) => ({ url: this.postUrl(post.slug), lastModified: post.updatedAt }));
    }
    const listings = await this.properties.listShown(offset, limit);
    return listings.map((listing) => ({ url: this.url(pagePath(PROPERTY_LISTING_PAGE, { slug: listing.slug })), lastModified: listing.updatedAt }));
  }

  async rss(): Promise<string> {
    const posts = await this.posts.listPublished({ publishedBy: new Date(), limit: RSS_ITEMS });
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
