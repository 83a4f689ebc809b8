import { PAGE_METADATA } from '@app/content';
import { usePageMetadata } from '../../seo/use-page-metadata';
import { ClosingBanner } from '../../company/components/closing-banner';
import { ServicesList } from '../../shared/components/services-list';
import { AboutSection } from './about-section';
import { ContactSection } from './contact-section';
import { FeaturedPropertiesSection } from './featured-properties-section';
import { HeroSection } from './hero-section';
import { RecentPostsSection } from './recent-posts-section';
import { ServicesGrid } from './services-grid';
import { TestimonialsSection } from './testimonials-section';
import { TrustStrip } from './trust-strip';

/** The home page, its sections in the order of SPEC §2. */
export function HomePage() {
  usePageMetadata(PAGE_METADATA.home);

  return (
    <>
      <HeroSection />
      <TrustStrip />
      <AboutSection />
      <ServicesGrid />
      <FeaturedPropertiesSection />
      {/* There is no /testimonials page (SPEC §2 route table), so the hide flag is set. */}
      <TestimonialsSection hideViewMore />
      <RecentPostsSection />
      <ServicesList />
      <ContactSection />
      <ClosingBanner />
    </>
  );
}
