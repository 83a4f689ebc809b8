import { Module } from '@nestjs/common';
import { SeoModule } from '../seo/seo.module';
import { PublicPagesService } from './public-pages.service';
import { RenderRequestsModule } from '../common/render-requests.module';

/** The documents of the site's pages, public ones rendered on the server (used by the page fallback in web/). */
@Module({
  imports: [SeoModule, RenderRequestsModule],
  providers: [PublicPagesService],
  exports: [PublicPagesService],
})
export class SsrModule {}
