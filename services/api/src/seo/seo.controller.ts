import { applyDecorators, Controller, Header, NotFoundException, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { SEO_ENDPOINTS } from '@app/contracts';
import { Endpoint } from '../common/endpoint.decorator';
import { SiteFeedsService, sitemapPartOf } from './site-feeds.service';

const FIVE_MINUTES = 'public, max-age=300';
const SITEMAP_TYPE = 'application/xml; charset=utf-8';

/** Answers a crawler file of `contentType`, which caches may keep for five minutes. */
const CrawlerFile = (contentType: string) => applyDecorators(Header('Content-Type', contentType), Header('Cache-Control', FIVE_MINUTES));

/** Crawler files at the site root (listed in SERVER_ROUTES, so outside the /api prefix). */
@Controller()
export class SeoController {
  constructor(private readonly feeds: SiteFeedsService) {}

  @Endpoint(SEO_ENDPOINTS.sitemap)
  @CrawlerFile(SITEMAP_TYPE)
  sitemap(): Promise<string> {
    return this.feeds.sitemapIndex();
  }

  /** A child sitemap, streamed as it is read. */
  @Endpoint(SEO_ENDPOINTS.sitemapPart)
  async sitemapPart(@Param('file') file: string, @Res() response: Response): Promise<void> {
    const part = sitemapPartOf(file);
    if (!part) throw new NotFoundException('No such sitemap');
    response.status(200).set({ 'Content-Type': SITEMAP_TYPE, 'Cache-Control': FIVE_MINUTES });
    await this.feeds.writeSitemap(part, (chunk) => response.write(chunk));
    response.end();
  }

  @Endpoint(SEO_ENDPOINTS.rss)
  @CrawlerFile('application/rss+xml; charset=utf-8')
  rss(): Promise<string> {
    return this.feeds.rss();
  }

  @Endpoint(SEO_ENDPOINTS.robots)
  @CrawlerFile('text/plain; charset=utf-8')
  robots(): string {
    return this.feeds.robots();
  }
}
