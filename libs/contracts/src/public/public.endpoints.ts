import { publicDescriptorsOf } from '../endpoints/endpoint-routes';
import type * as blog from './blog-post';
import type * as company from './company-profile';
import type * as contact from './contact';
import type * as newsletter from './newsletter';
import type * as listing from '../properties/property-listing';
import type * as property from './property';
import type * as testimonial from './testimonial';

// The public pages' endpoints, as descriptors: the public site's first load carries no zod. Their schemas are
// attached in public.endpoint-schemas.ts, which the catalogue lists; a new endpoint goes in both files.

const blogRoutes = publicDescriptorsOf('blog');

/** The published blog, as visitors read it. */
export const BLOG_ENDPOINTS = {
  /** SPEC §7's array, a page of it (page 1 by default), with a Link header to the next and previous pages (decision 018). */
  list: blogRoutes.get<{ query: typeof blog.BlogListQuerySchema; response: typeof blog.BlogPostSummaryListSchema }>()('/api/blog-posts'),
  /** The /blog page's list: a page of posts with the total and the topics. */
  page: blogRoutes.get<{ query: typeof blog.BlogListQuerySchema; response: typeof blog.BlogListPageSchema }>()('/api/blog-page'),
  recent: blogRoutes.get<{ response: typeof blog.BlogPostSummaryListSchema }>()('/api/blog-posts/recent'),
  recommended: blogRoutes.get<{ query: typeof blog.RecommendedPostsQuerySchema; response: typeof blog.BlogPostSummaryListSchema }>()(
    '/api/blog-posts/recommended/:topic',
  ),
  read: blogRoutes.get<{ response: typeof blog.BlogPostSchema }>()('/api/blog-posts/:slug'),
};

const siteRoutes = publicDescriptorsOf('site');

/** What the public pages show about the company besides the blog. */
export const SITE_ENDPOINTS = {
  companyProfile: siteRoutes.get<{ response: typeof company.CompanyProfileSchema }>()('/api/company-profile'),
  testimonials: siteRoutes.get<{ response: typeof testimonial.TestimonialListSchema }>()('/api/testimonials'),
  featuredProperties: siteRoutes.get<{ response: typeof property.PropertyListSchema }>()('/api/properties/featured'),
};

const contactRoutes = publicDescriptorsOf('contact');

export const CONTACT_ENDPOINTS = {
  send: contactRoutes.post<{ body: typeof contact.ContactEnquirySchema; response: typeof contact.ContactResultSchema }>()('/api/contact'),
  /** The same enquiry sent without JavaScript: form-encoded, answered with 303 back to the page (see form-post.constants). */
  sendForm: contactRoutes.post<{ body: typeof contact.ContactFormPostSchema }>()('/api/contact/form', { accepts: 'form' }),
};

const newsletterRoutes = publicDescriptorsOf('newsletter');

export const NEWSLETTER_ENDPOINTS = {
  subscribe: newsletterRoutes.post<{ body: typeof newsletter.NewsletterSubscribeSchema; response: typeof newsletter.NewsletterResultSchema }>()(
    '/api/newsletter/subscribe',
  ),
  /** The same subscription sent without JavaScript: form-encoded, answered with 303 back to the page. */
  subscribeForm: newsletterRoutes.post<{ body: typeof newsletter.NewsletterFormPostSchema }>()('/api/newsletter/subscribe/form', { accepts: 'form' }),
  confirm: newsletterRoutes.post<{ body: typeof newsletter.NewsletterConfirmSchema; response: typeof newsletter.NewsletterConfirmResultSchema }>()(
    '/api/newsletter/confirm',
  ),
  unsubscribe: newsletterRoutes.post<{ body: typeof newsletter.NewsletterUnsubscribeSchema; response: typeof newsletter.NewsletterUnsubscribeResultSchema }>()(
    '/api/newsletter/unsubscribe',
  ),
  /** The confirmation and the unsubscribe sent without JavaScript: form-encoded, answered with 303 back to their page. */
  confirmForm: newsletterRoutes.post<{ body: typeof newsletter.NewsletterConfirmSchema }>()('/api/newsletter/confirm/form', { accepts: 'form' }),
  unsubscribeForm: newsletterRoutes.post<{ body: typeof newsletter.NewsletterUnsubscribeSchema }>()('/api/newsletter/unsubscribe/form', { accepts: 'form' }),
  /**
   * RFC 8058 one-click unsubscribe, which mail providers POST (body `List-Unsubscribe=One-Click`) with the token of the
   * List-Unsubscribe link in the query: no session, cookie or Origin; exempt from the cross-site check on purpose.
   */
  unsubscribeOneClick: newsletterRoutes.post<{
    query: typeof newsletter.NewsletterUnsubscribeSchema;
    response: typeof newsletter.NewsletterUnsubscribeResultSchema;
  }>()('/api/newsletter/unsubscribe/one-click', { crossSite: true }),
};

const propertiesRoutes = publicDescriptorsOf('properties');

/** Property listings as visitors search and read them: while available or let. */
export const PUBLIC_PROPERTIES_ENDPOINTS = {
  search: propertiesRoutes.get<{ query: typeof listing.PropertySearchQuerySchema; response: typeof listing.PropertySearchResultSchema }>()('/api/properties'),
  read: propertiesRoutes.get<{ response: typeof listing.PublicPropertyListingDetailSchema }>()('/api/properties/listing/:slug'),
};

const seoRoutes = publicDescriptorsOf('seo');

/** Served at the site's root for crawlers and feed readers (XML or text, no schema). */
export const SEO_ENDPOINTS = {
  /** A sitemap index naming the child sitemaps below, each of at most 50,000 addresses. */
  sitemap: seoRoutes.get()('/sitemap.xml'),
  /** pages.xml, posts-{n}.xml, listings-{n}.xml. */
  sitemapPart: seoRoutes.get()('/sitemaps/:file'),
  rss: seoRoutes.get()('/rss.xml'),
  robots: seoRoutes.get()('/robots.txt'),
};
