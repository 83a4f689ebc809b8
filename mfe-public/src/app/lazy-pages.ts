import { lazy } from 'react';

// Each page is its own chunk, fetched on first visit.
export const HomePage = lazy(() => import('../home/components/home-page').then((m) => ({ default: m.HomePage })));
export const AboutPage = lazy(() => import('../about/components/about-page').then((m) => ({ default: m.AboutPage })));
export const ServicesPage = lazy(() =>
  import('../services/components/services-page').then((m) => ({ default: m.ServicesPage })),
);
export const BlogListPage = lazy(() => import('../blog/components/blog-list-page').then((m) => ({ default: m.BlogListPage })));
export const BlogPostPage = lazy(() => import('../blog/components/blog-post-page').then((m) => ({ default: m.BlogPostPage })));
export const ContactPage = lazy(() => import('../contact/components/contact-page').then((m) => ({ default: m.ContactPage })));
export const PrivacyPage = lazy(() => import('../legal/components/policy-pages').then((m) => ({ default: m.PrivacyPage })));
export const TermsPage = lazy(() => import('../legal/components/policy-pages').then((m) => ({ default: m.TermsPage })));
export const CookiesPage = lazy(() => import('../legal/components/policy-pages').then((m) => ({ default: m.CookiesPage })));
export const UnsubscribePage = lazy(() =>
  import('../newsletter/components/unsubscribe-page').then((m) => ({ default: m.UnsubscribePage })),
);
