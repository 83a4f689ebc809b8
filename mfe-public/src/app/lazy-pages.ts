import { type ComponentType, lazy } from 'react';
import type { PublicPageKey } from '@app/content';

/** The component of each page of PUBLIC_PAGES; each is its own chunk, fetched on first visit. */
export const PAGE_COMPONENTS: Record<PublicPageKey, ComponentType> = {
  home: lazy(() => import('../home/components/home-page').then((m) => ({ default: m.HomePage }))),
  about: lazy(() => import('../about/components/about-page').then((m) => ({ default: m.AboutPage }))),
  services: lazy(() => import('../services/components/services-page').then((m) => ({ default: m.ServicesPage }))),
  blog: lazy(() => import('../blog/components/blog-list-page').then((m) => ({ default: m.BlogListPage }))),
  blogPost: lazy(() => import('../blog/components/blog-post-page').then((m) => ({ default: m.BlogPostPage }))),
  properties: lazy(() => import('../properties/components/properties-page').then((m) => ({ default: m.PropertiesPage }))),
  propertyListing: lazy(() => import('../properties/components/property-listing-page').then((m) => ({ default: m.PropertyListingPage }))),
  contact: lazy(() => import('../contact/components/contact-page').then((m) => ({ default: m.ContactPage }))),
  privacy: lazy(() => import('../legal/components/policy-pages').then((m) => ({ default: m.PrivacyPage }))),
  terms: lazy(() => import('../legal/components/policy-pages').then((m) => ({ default: m.TermsPage }))),
  cookies: lazy(() => import('../legal/components/policy-pages').then((m) => ({ default: m.CookiesPage }))),
  newsletterUnsubscribe: lazy(() => import('../newsletter/components/unsubscribe-page').then((m) => ({ default: m.UnsubscribePage }))),
  newsletterConfirm: lazy(() => import('../newsletter/components/confirm-subscription-page').then((m) => ({ default: m.ConfirmSubscriptionPage }))),
};

/** A draft through its shared preview link (not a page of PUBLIC_PAGES: never in the sitemap). */
export const DraftPreviewPage = lazy(() => import('../preview/components/draft-preview-page').then((m) => ({ default: m.DraftPreviewPage })));
