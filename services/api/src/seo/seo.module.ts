import { Module } from '@nestjs/common';
import { BlogModule } from '../blog/blog.module';
import { CompanyProfileModule } from '../company-profile/company-profile.module';
import { ContentDraftsModule } from '../content-drafts/content-drafts.module';
import { PropertiesModule } from '../properties/properties.module';
import { PageHeadsService } from './page-heads.service';
import { SeoController } from './seo.controller';
import { SiteFeedsService } from './site-feeds.service';

/** Server-rendered page heads (used by the page fallback in web/serve-web-apps.ts) and the crawler files. */
@Module({
  imports: [BlogModule, CompanyProfileModule, PropertiesModule, ContentDraftsModule],
  controllers: [SeoController],
  providers: [PageHeadsService, SiteFeedsService],
  exports: [PageHeadsService],
})
export class SeoModule {}
