import { describeEndpoint } from '../endpoints/endpoint';
import type * as blog from './blog-post';
import type * as company from './company-profile';
import type * as contact from './contact';
import type * as newsletter from './newsletter';
import type * as listing from '../properties/property-listing';
import type * as property from './property';
import type * as testimonial from './testimonial';

// The public pages' endpoints, as descriptors: the public site's first load carries no zod. Their schemas are
// attached in public.endpoint-schemas.ts, which the catalogue lists; a new endpoint goes in both files.

/** The published blog, as visitors read it. */
export const BLOG_ENDPOINTS = {
  /** SPEC §7's array, a page of it (page 1 by default), with a Link header to the next and previous pages (decision 018). */
  list: describeEndpoint<{ query: typeof blog.BlogListQuerySchema; response: typeof blog.BlogPostSummaryListSchema }>()({
    area: 'blog',
    method: 'GET',
    path: '/api/blog-posts',
    access: 'public',
  }),
  /** The /blog page's list: a page of posts with the total and the topics. */
  page: describeEndpoint<{ query: typeof blog.BlogListQuerySchema; response: typeof blog.BlogListPageSchema }>()({
    area: 'blog',
    method: 'GET',
    path: '/api/blog-page',
    access: 'public',
  }),
  recent: describeEndpoint<{ response: typeof blog.BlogPostSummaryListSchema }>()({
    area: 'blog',
    method: 'GET',
    path: '/api/blog-posts/recent',
    access: 'public',
  }),
  recommended: describeEndpoint<{ query: typeof blog.RecommendedPostsQuerySchema; response: typeof blog.BlogPostSummaryListSchema }>()({
    area: 'blog',
    method: 'GET',
    path: '/api/blog-posts/recommended/:topic',
    access: 'public',
  }),
  read: describeEndpoint<{ response: typeof blog.BlogPostSchema }>()({ area: 'blog', method: 'GET', path: '/api/blog-posts/:slug', access: 'public' }),
};

/** What the public pages show about the company besides the blog. */
export const SITE_ENDPOINTS = {
  companyProfile: describeEndpoint<{ response: typeof company.CompanyProfileSchema }>()({
    area: 'site',
    method: 'GET',
    path: '/api/company-profile',
    access: 'public',
  }),
  testimonials: describeEndpoint<{ response: typeof testimonial.TestimonialListSchema }>()({
    area: 'site',
    method: 'GET',
    path: '/api/testimonials',
    access: 'public',
  }),
  featuredProperties: describeEndpoint<{ response: typeof property.PropertyListSchema }>()({
    area: 'site',
    method: 'GET',
    path: '/api/properties/featured',
    access: 'public',
  }),
};

export const CONTACT_ENDPOINTS = {
  send: describeEndpoint<{ body: typeof contact.ContactEnquirySchema; response: typeof contact.ContactResultSchema }>()({
    area: 'contact',
    method: 'POST',
    path: '/api/contact',
    access: 'public',
  }),
  /** The same enquiry sent without JavaScript: form-encoded, answered with 303 back to the page (see form-post.constants). */
  sendForm: describeEndpoint<{ body: typeof contact.ContactFormPostSchema }>()({
    area: 'contact',
    method: 'POST',
    path: '/api/contact/form',
    access: 'public',
    accepts: 'form',
  }),
};

export const NEWSLETTER_ENDPOINTS = {
  subscribe: describeEndpoint<{ body: typeof newsletter.NewsletterSubscribeSchema; response: typeof newsletter.NewsletterResultSchema }>()({
    area: 'newsletter',
    method: 'POST',
    path: '/api/newsletter/subscribe',
    access: 'public',
  }),
  /** The same subscription sent without JavaScript: form-encoded, answered with 303 back to the page. */
  subscribeForm: describeEndpoint<{ body: typeof newsletter.NewsletterFormPostSchema }>()({
    area: 'newsletter',
    method: 'POST',
    path: '/api/newsletter/subscribe/form',
    access: 'public',
    accepts: 'form',
  }),
  confirm: describeEndpoint<{ body: typeof newsletter.NewsletterConfirmSchema; response: typeof newsletter.NewsletterConfirmResultSchema }>()({
    area: 'newsletter',
    method: 'POST',
    path: '/api/newsletter/confirm',
    access: 'public',
  }),
  unsubscribe: describeEndpoint<{ body: typeof newsletter.NewsletterUnsubscribeSchema; response: typeof newsletter.NewsletterUnsubscribeResultSchema }>()({
    area: 'newsletter',
    method: 'POST',
    path: '/api/newsletter/unsubscribe',
    access: 'public',
  }),
  /** The confirmation and the unsubscribe sent without JavaScript: form-encoded, answered with 303 back to their page. */
  confirmForm: describeEndpoint<{ body: typeof newsletter.NewsletterConfirmSchema }>()({
    area: 'newsletter',
    method: 'POST',
    path: '/api/newsletter/confirm/form',
    access: 'public',
    accepts: 'form',
  }),
  unsubscribeForm: describeEndpoint<{ body: typeof newsletter.NewsletterUnsubscribeSchema }>()({
    area: 'newsletter',
    method: 'POST',
    path: '/api/newsletter/unsubscribe/form',
    access: 'public',
    accepts: 'form',
  }),
  /**
   * RFC 8058 one-click unsubscribe, which mail providers POST (body `List-Unsubscribe=One-Click`) with the token of the
   * List-Unsubscribe link in the query: no session, cookie or Origin; exempt from the cross-site check on purpose.
   */
  unsubscribeOneClick: describeEndpoint<{
    query: typeof newsletter.NewsletterUnsubscribeSchema;
    response: typeof newsletter.NewsletterUnsubscribeResultSchema;
  }>()({
    area: 'newsletter',
    method: 'POST',
    path: '/api/newsletter/unsubscribe/one-click',
    access: 'public',
    crossSite: true,
  }),
};

/** Property listings as visitors search and read them: while available or let. */
export const PUBLIC_PROPERTIES_ENDPOINTS = {
  search: describeEndpoint<{ query: typeof listing.PropertySearchQuerySchema; response: typeof listing.PropertySearchResultSchema }>()({
    area: 'properties',
    method: 'GET',
    path: '/api/properties',
    access: 'public',
  }),
  read: describeEndpoint<{ response: typeof listing.PublicPropertyListingDetailSchema }>()({
    area: 'properties',
    method: 'GET',
    path: '/api/properties/listing/:slug',
    access: 'public',
  }),
};

/** Served at the site's root for crawlers and feed readers (XML or text, no schema). */
export const SEO_ENDPOINTS = {
  /** A sitemap index naming the child sitemaps below, each of at most 50,000 addresses. */
  sitemap: describeEndpoint()({ area: 'seo', method: 'GET', path: '/sitemap.xml', access: 'public' }),
  /** pages.xml, posts-{n}.xml, listings-{n}.xml. */
  sitemapPart: describeEndpoint()({ area: 'seo', method: 'GET', path: '/sitemaps/:file', access: 'public' }),
  rss: describeEndpoint()({ area: 'seo', method: 'GET', path: '/rss.xml', access: 'public' }),
  robots: describeEndpoint()({ area: 'seo', method: 'GET', path: '/robots.txt', access: 'public' }),
};
