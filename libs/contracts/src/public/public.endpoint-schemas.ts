import { attachSchemas } from '../endpoints/endpoint';
import { BlogListPageSchema, BlogListQuerySchema, BlogPostSchema, BlogPostSummaryListSchema, RecommendedPostsQuerySchema } from './blog-post';
import { CompanyProfileSchema } from './company-profile';
import { ContactEnquirySchema, ContactFormPostSchema, ContactResultSchema } from './contact';
import {
  NewsletterConfirmResultSchema,
  NewsletterConfirmSchema,
  NewsletterFormPostSchema,
  NewsletterResultSchema,
  NewsletterSubscribeSchema,
  NewsletterUnsubscribeResultSchema,
  NewsletterUnsubscribeSchema,
} from './newsletter';
import { PropertySearchQuerySchema, PropertySearchResultSchema, PublicPropertyListingDetailSchema } from '../properties/property-listing';
import { PropertyListSchema } from './property';
import { BLOG_ENDPOINTS, CONTACT_ENDPOINTS, NEWSLETTER_ENDPOINTS, PUBLIC_PROPERTIES_ENDPOINTS, SEO_ENDPOINTS, SITE_ENDPOINTS } from './public.endpoints';
import { TestimonialListSchema } from './testimonial';

/** The public endpoints of public.endpoints.ts with their schemas: the catalogue's entries (API docs, route checks). */
export const PUBLIC_ENDPOINT_GROUPS = [
  attachSchemas(BLOG_ENDPOINTS, {
    list: { query: BlogListQuerySchema, response: BlogPostSummaryListSchema },
    page: { query: BlogListQuerySchema, response: BlogListPageSchema },
    recent: { response: BlogPostSummaryListSchema },
    recommended: { query: RecommendedPostsQuerySchema, response: BlogPostSummaryListSchema },
    read: { response: BlogPostSchema },
  }),
  attachSchemas(SITE_ENDPOINTS, {
    companyProfile: { response: CompanyProfileSchema },
    testimonials: { response: TestimonialListSchema },
    featuredProperties: { response: PropertyListSchema },
  }),
  attachSchemas(CONTACT_ENDPOINTS, {
    send: { body: ContactEnquirySchema, response: ContactResultSchema },
    sendForm: { body: ContactFormPostSchema },
  }),
  attachSchemas(NEWSLETTER_ENDPOINTS, {
    subscribe: { body: NewsletterSubscribeSchema, response: NewsletterResultSchema },
    subscribeForm: { body: NewsletterFormPostSchema },
    confirm: { body: NewsletterConfirmSchema, response: NewsletterConfirmResultSchema },
    unsubscribe: { body: NewsletterUnsubscribeSchema, response: NewsletterUnsubscribeResultSchema },
    confirmForm: { body: NewsletterConfirmSchema },
    unsubscribeForm: { body: NewsletterUnsubscribeSchema },
    unsubscribeOneClick: { query: NewsletterUnsubscribeSchema, response: NewsletterUnsubscribeResultSchema },
  }),
  attachSchemas(PUBLIC_PROPERTIES_ENDPOINTS, {
    search: { query: PropertySearchQuerySchema, response: PropertySearchResultSchema },
    read: { response: PublicPropertyListingDetailSchema },
  }),
  attachSchemas(SEO_ENDPOINTS, { sitemap: {}, sitemapPart: {}, rss: {}, robots: {} }),
];
