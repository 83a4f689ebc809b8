import { Controller, Get, Header } from '@nestjs/common';
import { Public } from '../common/public.decorator';
import { SiteFeedsService } from './site-feeds.service';

const FIVE_MINUTES = 'public, max-age=300';

/** Crawler files at the site root (listed in SERVER_ROUTES, so outside the /api prefix). */
@Public()
@Controller()
export class SeoController {
  constructor(private readonly feeds: SiteFeedsService) {}

  @Get('sitemap.xml')
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @Header('Cache-Control', FIVE_MINUTES)
  sitemap(): Promise<string> {
    return this.feeds.sitemap();
  }

  @Get('rss.xml')
  @Header('Content-Type', 'application/rss+xml; charset=utf-8')
  @Header('Cache-Control', FIVE_MINUTES)
  rss(): Promise<string> {
    return this.feeds.rss();
  }

  @Get('robots.txt')
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', FIVE_MINUTES)
  robots(): string {
    return this.feeds.robots();
  }
}
