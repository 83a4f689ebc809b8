import { type ComponentType, lazy } from 'react';
import type { PublicPageKey } from '@app/content';

/** A component exported by name from a module that loads as its own chunk on first render. */
function lazyExport<Module extends Record<Name, ComponentType>, Name extends keyof Module>(load: () => Promise<Module>, name: Name) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

/** The component of each page of PUBLIC_PAGES; each is its own chunk, fetched on first visit. */
export const PAGE_COMPONENTS: Record<PublicPageKey, ComponentType> = {
  home: lazyExport(() => import('../home/components/home-page'), 'HomePage'),
  about: lazyExport(() => import('../about/components/about-page'), 'AboutPage'),
  services: lazyExport(() => import('../services/components/services-page'), 'ServicesPage'),
  blog: lazyExport(() => import('../blog/components/blog-list-page'), 'BlogListPage'),
  blogPost: lazyExport(() => import('../blog/components/blog-post-page'), 'BlogPostPage'),
  properties: lazyExport(() => import('../properties/components/properties-page'), 'PropertiesPage'),
  propertyListing: lazyExport(() => import('../properties/components/property-listing-page'), 'PropertyListingPage'),
  contact: lazyExport(() => import('../contact/components/contact-page'), 'ContactPage'),
  privacy: lazyExport(() => import('../legal/components/policy-pages'), 'PrivacyPage'),
  terms: lazyExport(() => import('../legal/components/policy-pages'), 'TermsPage'),
  cookies: lazyExport(() => import('../legal/components/policy-pages'), 'CookiesPage'),
  newsletterUnsubscribe: lazyExport(() => import('../newsletter/components/unsubscribe-page'), 'UnsubscribePage'),
  newsletterConfirm: lazyExport(() => import('../newsletter/components/confirm-subscription-page'), 'ConfirmSubscriptionPage'),
};

/** A draft through its shared preview link (not a page of PUBLIC_PAGES: never in the sitemap). */
export const DraftPreviewPage = lazyExport(() => import('../preview/components/draft-preview-page'), 'DraftPreviewPage');
