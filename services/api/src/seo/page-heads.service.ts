import { EnsureRequestContext, MikroORM } from '@mikro-orm/postgresql';
import { GoneException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { CONTACT_FAQ, type FaqItem, PAGE_METADATA, type PageKey, SERVICES, SERVICES_FAQ, pageTitle } from '@app/content';
import { type BlogPost, BlogListQuerySchema, type DraftPreview, type PublicPropertyListing, SURROGATE_KEYS, draftPreview } from '@app/contracts';
import { listAddress, neighbourPages } from '../blog/blog-list-pages';
import { BlogPostsService } from '../blog/blog-posts.service';
import { CompanyProfileService } from '../company-profile/company-profile.service';
import { PreviewLinksService } from '../content-drafts/preview-links/preview-links.service';
import { PropertiesService } from '../properties/properties.service';
import { API_CONFIG, type ApiConfig } from '../config/api-config';
import type { PageHead } from './page-head';
import { matchPageRoute } from './page-routes';
import { blogPosting, faqPage, realEstateAgent, realEstateListing, serviceList } from './structured-data';

/**
 * A page to send: its status and head (no head: the shell as built, for staff pages), the post it shows, and the
 * surrogate keys of what it shows, for the CDN to purge it by.
 */
export type RenderedPage = { status: 200 | 404 | 410; head: PageHead | null; postId?: string; surrogateKeys: readonly string[] };

/** The fixed pages that show content staff change: the home page (recent posts, featured listings) and the two lists. */
const PAGE_SURROGATE_KEYS: Partial<Record<PageKey, readonly string[]>> = {
  home: [SURROGATE_KEYS.home],
  blog: [SURROGATE_KEYS.blogList],
  properties: [SURROGATE_KEYS.listingList],
};

/** Pages that show FAQs, published as FAQPage structured data. */
const PAGE_FAQS: Partial<Record<PageKey, readonly FaqItem[]>> = { services: SERVICES_FAQ, contact: CONTACT_FAQ };

/** Decides, per path, the status and the head the server sends, so crawlers without JavaScript see each page's own. */
@Injectable()
export class PageHeadsService {
  private readonly siteUrl: string;

  constructor(
    private readonly blog: BlogPostsService,
    private readonly company: CompanyProfileService,
    private readonly properties: PropertiesService,
    private readonly previews: PreviewLinksService,
    private readonly orm: MikroORM,
    @Inject(API_CONFIG) config: ApiConfig,
  ) {
    this.siteUrl = config.PUBLIC_URL.replace(/\/+$/, '');
  }

  /** The page fallback is Express middleware, outside Nest's per-request database context: it gets its own. */
  @EnsureRequestContext<PageHeadsService>((service) => service.orm)
  async render(pathname: string, search: URLSearchParams = new URLSearchParams()): Promise<RenderedPage> {
    const route = matchPageRoute(pathname);
    switch (route.kind) {
      case 'page':
        if (route.key === 'blog') return this.blogPage(route.path, search);
        return { status: 200, head: this.staticPage(route.key, route.path, route.indexable), surrogateKeys: PAGE_SURROGATE_KEYS[route.key] ?? [] };
      case 'post': {
        // A post's page also lists related posts; its 404 goes when a post is published at its slug.
        const post = await this.blog.findBySlug(route.slug);
        if (!post) return this.notFound([SURROGATE_KEYS.blogList]);
        return { status: 200, head: this.postPage(post, route.path), postId: post.id, surrogateKeys: [SURROGATE_KEYS.post(post.id), SURROGATE_KEYS.blogList] };
      }
      case 'property': {
        const shown = await this.properties.findShown(route.slug);
        if (!shown) return this.notFound([SURROGATE_KEYS.listingList]);
        return { status: 200, head: this.listingPage(shown.listing, route.path), surrogateKeys: shown.surrogateKeys };
      }
      case 'preview':
        return this.draftPreviewPage(route.token);
      case 'staff':
        return { status: 200, head: null, surrogateKeys: [] };
      case 'unknown':
        return this.notFound([]);
    }
  }

  private staticPage(key: PageKey, path: string, indexable: boolean): PageHead {
    const faqs = PAGE_FAQS[key];
    return {
      ...this.basics(PAGE_METADATA[key].title, PAGE_METADATA[key].description, this.url(path)),
      indexable,
      structuredData: [
        this.organization(),
        ...(key === 'services' ? [serviceList(SERVICES, this.url('/services'), this.siteUrl)] : []),
        ...(faqs ? [faqPage(faqs)] : []),
      ],
    };
  }

  /**
   * A page of /blog: its canonical address is its own page of its topic (a search's page is not indexed: it
   * points to the unsearched list), with links to the pages before and after it. A page beyond the last is a 404.
   */
  private async blogPage(path: string, search: URLSearchParams): Promise<RenderedPage> {
    // As the page reads its address (blogFiltersOf): a page that is not a whole number above 1 is the first.
    const page = Number(search.get('page'));
    const parsed = BlogListQuerySchema.safeParse({
      q: search.get('q') || undefined,
      topic: search.get('topic') || undefined,
      page: Number.isInteger(page) && page > 1 ? page : 1,
    });
    const query = parsed.success ? parsed.data : BlogListQuerySchema.parse({});
    const { total } = await this.blog.postsPage(query);
    if (query.page > 1 && (query.page - 1) * query.pageSize >= total) return this.notFound([SURROGATE_KEYS.blogList]);
    const { prev, next } = neighbourPages(query, total);
    const address = (page: number) => this.url(listAddress(path, query, page));
    const head = this.staticPage('blog', listAddress(path, { ...query, q: undefined }, query.page), !query.q);
    return {
      status: 200,
      head: { ...head, pageLinks: { prev: prev === null ? null : address(prev), next: next === null ? null : address(next) } },
      surrogateKeys: [SURROGATE_KEYS.blogList],
    };
  }

  private postPage(post: BlogPost, path: string): PageHead {
    const url = this.url(path);
    const image = post.featuredImage ?? post.imageUrl;
    const imageUrl = image ? this.url(image) : null;
    return {
      ...this.basics(pageTitle(post.title), post.excerpt, url),
      type: 'article',
      imageUrl,
      article: { publishedTime: post.publishDate, author: post.author, section: post.category, tags: post.tags },
      structuredData: [this.organization(), blogPosting(post, url, imageUrl, this.siteUrl)],
    };
  }

  private listingPage(listing: PublicPropertyListing, path: string): PageHead {
    const url = this.url(path);
    const image = listing.photos[0]?.source?.url ?? listing.fallbackImage;
    const imageUrl = image ? this.url(image) : null;
    const description = `${listing.title} in ${listing.district}: ${listing.bedrooms} bedrooms, ${listing.floorAreaSqft.toLocaleString('en-US')} sq ft. ${listing.description}`;
    return {
      ...this.basics(pageTitle(listing.title), description.slice(0, 300), url),
      imageUrl,
      structuredData: [this.organization(), realEstateListing(listing, url, imageUrl, this.siteUrl)],
    };
  }

  /** A draft's preview, or the page saying its link does not exist (404) or no longer opens (410). */
  private async draftPreviewPage(token: string): Promise<RenderedPage> {
    let draft: DraftPreview;
    try {
      draft = await this.previews.open(token);
    } catch (error) {
      if (!(error instanceof NotFoundException || error instanceof GoneException)) throw error;
      const head = { ...this.basics(pageTitle('Preview unavailable'), error.message, null), indexable: false };
      return { status: error instanceof GoneException ? 410 : 404, head, surrogateKeys: [] };
    }
    return {
      status: 200,
      head: { ...this.basics(pageTitle(`Preview: ${draft.title}`), draftPreview(draft.content), null), indexable: false },
      surrogateKeys: [],
    };
  }

  private notFound(surrogateKeys: readonly string[]): RenderedPage {
    const { title, description } = PAGE_METADATA.notFound;
    return { status: 404, head: { ...this.basics(title, description, null), indexable: false, structuredData: [this.organization()] }, surrogateKeys };
  }

  private basics(title: string, description: string, canonicalUrl: string | null): PageHead {
    return {
      title,
      description,
      canonicalUrl,
      siteName: this.company.profile.name,
      type: 'website',
      imageUrl: null,
      indexable: true,
      structuredData: [],
      feedUrl: this.url('/rss.xml'),
    };
  }

  private organization() {
    return realEstateAgent(this.company.profile, this.siteUrl, PAGE_METADATA.home.description);
  }

  private url(pathOrUrl: string): string {
    return new URL(pathOrUrl, `${this.siteUrl}/`).toString();
  }
}
