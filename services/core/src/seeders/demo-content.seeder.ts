import type { EntityManager } from '@mikro-orm/core';
import { Seeder } from '@mikro-orm/seeder';
import { DEFAULT_VIEWING_AVAILABILITY } from '@app/contracts';
import { BlogPostEntity } from '../blog/blog-post.entity';
import { BLOG_POSTS_SEED } from '../blog/seed';
import { sanitizeArticleHtml } from '../content/sanitize-article-html';
import { FEATURED_PROPERTIES_SEED } from '../properties/featured-properties.seed';
import { PropertyEntity } from '../properties/property.entity';
import { ViewingAvailabilityEntity } from '../viewings/viewing-availability.entity';
import { TestimonialEntity } from '../testimonials/testimonial.entity';
import { TESTIMONIALS_SEED } from '../testimonials/testimonials.seed';
import { DEMO_AGENT_SEED } from '../users/demo-agent.seed';
import { UserEntity } from '../users/user.entity';

/**
 * The public site's starting content: the first six articles, the four sample properties (open to viewings on the default windows) with their demo agent
 * (an inactive account that cannot sign in, holding a demo CEA registration number and phone) and the testimonials.
 */
export class DemoContentSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    for (const post of BLOG_POSTS_SEED) em.persist(new BlogPostEntity({ ...post, content: sanitizeArticleHtml(post.content) }));
    const agent = new UserEntity(DEMO_AGENT_SEED);
    em.persist(agent);
    for (const property of FEATURED_PROPERTIES_SEED) {
      const listing = new PropertyEntity({ ...property, agent });
      // The demo listings take viewings online, on the default weekly windows.
      em.persist([listing, new ViewingAvailabilityEntity(listing, { ...DEFAULT_VIEWING_AVAILABILITY, enabled: true })]);
    }
    for (const testimonial of TESTIMONIALS_SEED) em.persist(new TestimonialEntity(testimonial));
    await em.flush();
  }
}
