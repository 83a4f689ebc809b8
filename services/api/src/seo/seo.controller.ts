import { Controller, Header } from '@nestjs/common';
import { SEO_ENDPOINTS } from '@app/contracts';
import { Endpoint } from '../common/endpoint.decorator';
import { SiteFeedsService } from './site-feeds.service';

const FIVE_MINUTES = 'public, max-age=300';

/** Crawler files at the site root (listed in SERVER_ROUTES, so outside the /api prefix). */
@Controller()
export class SeoController {
  constructor(private readonly feeds: SiteFeedsService) {}

  @Endpoint(SEO_ENDPOINTS.sitemap)
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @Header('Cache-Control', FIVE_MINUTES)
  sitemap(): Promise<string> {
    return this.feeds.sitemap();
  }

  @Endpoint(SEO_ENDPOINTS.rss)
  @Header('Content-Type', 'application/rss+xml; charset=utf-8')
  @Header('Cache-Control', FIVE_MINUTES)
  rss(): Promise<string> {
    return this.feeds.rss();
  }

  @Endpoint(SEO_ENDPOINTS.robots)
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', FIVE_MINUTES)
  robots(): string {
    return this.feeds.robots();
  }
}
