import { Module } from '@nestjs/common';
import { BlogModule } from '../blog/blog.module';
import { CompanyProfileModule } from '../company-profile/company-profile.module';
import { PropertiesModule } from '../properties/properties.module';
import { PageHeadsService } from './page-heads.service';
import { SeoController } from './seo.controller';
import { SiteFeedsService } from './site-feeds.service';

/** Server-rendered page heads (used by the page fallback in web/serve-web-apps.ts) and the crawler files. */
@Module({
  imports: [BlogModule, CompanyProfileModule, PropertiesModule],
  controllers: [SeoController],
  providers: [PageHeadsService, SiteFeedsService],
  exports: [PageHeadsService],
})
export class SeoModule {}
