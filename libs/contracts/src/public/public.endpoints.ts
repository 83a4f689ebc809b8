import { defineEndpoint } from '../endpoints/endpoint';
import { BlogPostSchema, BlogPostSummaryListSchema, RecommendedPostsQuerySchema } from './blog-post';
import { CompanyProfileSchema } from './company-profile';
import { ContactEnquirySchema, ContactResultSchema } from './contact';
import {
  NewsletterConfirmResultSchema,
  NewsletterConfirmSchema,
  NewsletterResultSchema,
  NewsletterSubscribeSchema,
  NewsletterUnsubscribeResultSchema,
  NewsletterUnsubscribeSchema,
} from './newsletter';
import { PropertyListSchema } from './property';
import { TestimonialListSchema } from './testimonial';

/** The published blog, as visitors read it. */
export const BLOG_ENDPOINTS = {
  list: defineEndpoint({ area: 'blog', method: 'GET', path: '/api/blog-posts', access: 'public', response: BlogPostSummaryListSchema }),
  recent: defineEndpoint({ area: 'blog', method: 'GET', path: '/api/blog-posts/recent', access: 'public', response: BlogPostSummaryListSchema }),
  recommended: defineEndpoint({
    area: 'blog',
    method: 'GET',
    path: '/api/blog-posts/recommended/:topic',
    access: 'public',
    query: RecommendedPostsQuerySchema,
    response: BlogPostSummaryListSchema,
  }),
  read: defineEndpoint({ area: 'blog', method: 'GET', path: '/api/blog-posts/:slug', access: 'public', response: BlogPostSchema }),
};

/** What the public pages show about the company besides the blog. */
export const SITE_ENDPOINTS = {
  companyProfile: defineEndpoint({ area: 'site', method: 'GET', path: '/api/company-profile', access: 'public', response: CompanyProfileSchema }),
  testimonials: defineEndpoint({ area: 'site', method: 'GET', path: '/api/testimonials', access: 'public', response: TestimonialListSchema }),
  featuredProperties: defineEndpoint({ area: 'site', method: 'GET', path: '/api/properties/featured', access: 'public', response: PropertyListSchema }),
};

export const CONTACT_ENDPOINTS = {
  send: defineEndpoint({ area: 'contact', method: 'POST', path: '/api/contact', access: 'public', body: ContactEnquirySchema, response: ContactResultSchema }),
};

export const NEWSLETTER_ENDPOINTS = {
  subscribe: defineEndpoint({
    area: 'newsletter',
    method: 'POST',
    path: '/api/newsletter/subscribe',
    access: 'public',
    body: NewsletterSubscribeSchema,
    response: NewsletterResultSchema,
  }),
  confirm: defineEndpoint({
    area: 'newsletter',
    method: 'POST',
    path: '/api/newsletter/confirm',
    access: 'public',
    body: NewsletterConfirmSchema,
    response: NewsletterConfirmResultSchema,
  }),
  unsubscribe: defineEndpoint({
    area: 'newsletter',
    method: 'POST',
    path: '/api/newsletter/unsubscribe',
    access: 'public',
    body: NewsletterUnsubscribeSchema,
    response: NewsletterUnsubscribeResultSchema,
  }),
};

/** Served at the site's root for crawlers and feed readers (XML or text, no schema). */
export const SEO_ENDPOINTS = {
  sitemap: defineEndpoint({ area: 'seo', method: 'GET', path: '/sitemap.xml', access: 'public' }),
  rss: defineEndpoint({ area: 'seo', method: 'GET', path: '/rss.xml', access: 'public' }),
  robots: defineEndpoint({ area: 'seo', method: 'GET', path: '/robots.txt', access: 'public' }),
};
