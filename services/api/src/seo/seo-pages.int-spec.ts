import { existsSync } from 'node:fs';
import path from 'node:path';
import { EntityManager } from '@mikro-orm/postgresql';
import request from 'supertest';
import { CONTACT_FAQ, PAGE_METADATA, PUBLIC_PAGES, SERVICES, SERVICES_FAQ, SITE_KEYWORDS } from '@app/content';
import { DEFAULT_COMPANY_PROFILE } from '@app/contracts';
import { BlogPostEntity, PublicContentCache } from '@app/core';
import { createTestApp } from '../testing/test-app';

// Needs the real shell build: node_modules/.bin/nx run shell:build
const SITE = 'https://www.harbourline.test';
const SEEDED_SLUG = 'upgrading-from-hdb-to-condominium-plan';
const SEEDED_LISTING_SLUG = 'penthouse-marina-bay-views';

type JsonLd = { '@type': string; [key: string]: unknown };

function structuredData(html: string): JsonLd[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1] as string) as JsonLd);
}

function metaContent(html: string, key: string): string | undefined {
  return new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html)?.[1];
}

describe('server-rendered page heads', () => {
  let context: Awaited<ReturnType<typeof createTestApp>>;
  const page = (pathname: string) => request(context.server).get(pathname);

  beforeAll(async () => {
    expect(existsSync(path.resolve(__dirname, '../../../../shell/dist/index.html'))).toBe(true);
    context = await createTestApp({ PUBLIC_URL: SITE });
  });
  afterAll(() => context.app.close());

  it('gives the home page its title, description, canonical link, share tags and the real estate agent', async () => {
    const { text } = await page('/').expect(200).expect('Content-Type', /html/);
    expect(text.match(/<title>/g)).toHaveLength(1);
    expect(text).toContain('<title>Harbourline Property Management | Property Management &amp; Asset Progression in Singapore</title>');
    expect(metaContent(text, 'description')).toBe(PAGE_METADATA.home.description);
    expect(text).toContain(`<link rel="canonical" href="${SITE}/">`);
    expect(metaContent(text, 'og:title')).toBe(PAGE_METADATA.home.title.replace('&', '&amp;'));
    expect(metaContent(text, 'og:url')).toBe(`${SITE}/`);
    expect(metaContent(text, 'twitter:card')).toBe('summary');
    expect(text).toContain('<div id="root"></div>');
    const [agent] = structuredData(text);
    expect(agent).toMatchObject({
      '@type': 'RealEstateAgent',
      name: DEFAULT_COMPANY_PROFILE.name,
      identifier: DEFAULT_COMPANY_PROFILE.licenceNumber,
      telephone: DEFAULT_COMPANY_PROFILE.phone,
      areaServed: { '@type': 'Country', name: 'Singapore' },
      address: { postalCode: '079903', addressLocality: 'Singapore' },
      foundingDate: '2024',
    });
  });

  it.each(PUBLIC_PAGES.map((publicPage) => publicPage.path.replace(':slug', publicPage.key === 'propertyListing' ? SEEDED_LISTING_SLUG : SEEDED_SLUG)))(
    'writes the site keywords into the head of %s',
    async (pathname) => {
      const { text } = await page(pathname).expect(200);
      expect(text.match(/<meta name="keywords"/g)).toHaveLength(1);
      expect(metaContent(text, 'keywords')).toBe(SITE_KEYWORDS);
    },
  );

  it('publishes the services and their FAQ on /services', async () => {
    const { text } = await page('/services').expect(200);
    expect(text).toContain(`<link rel="canonical" href="${SITE}/services">`);
    const data = structuredData(text);
    expect(data.map((item) => item['@type'])).toEqual(['RealEstateAgent', 'ItemList', 'FAQPage']);
    expect(data[1]?.itemListElement).toHaveLength(SERVICES.length);
    const faq = data[2]?.mainEntity as Array<{ name: string; acceptedAnswer: { text: string } }>;
    expect(faq).toHaveLength(6);
    expect(faq.map((question) => question.name)).toEqual(SERVICES_FAQ.map((item) => item.question));
  });

  it('publishes the contact FAQ on /contact', async () => {
    const { text } = await page('/contact').expect(200);
    const faq = structuredData(text).find((item) => item['@type'] === 'FAQPage');
    expect((faq?.mainEntity as unknown[]).length).toBe(CONTACT_FAQ.length);
  });

  it('describes a published post as a BlogPosting, from the database', async () => {
    const { text } = await page(`/blog/${SEEDED_SLUG}`).expect(200);
    expect(text).toContain('<title>Upgrading from an HDB Flat to a Condominium: A Practical Plan | Harbourline Property Management</title>');
    expect(metaContent(text, 'description')).toMatch(/^Moving from an HDB flat to a private condominium/);
    expect(text).toContain(`<link rel="canonical" href="${SITE}/blog/${SEEDED_SLUG}">`);
    expect(metaContent(text, 'og:type')).toBe('article');
    expect(metaContent(text, 'og:image')).toBe(`${SITE}/images/blog/blog-1.svg`);
    expect(metaContent(text, 'article:published_time')).toBe('2026-10-28T02:00:00.000Z');
    const posting = structuredData(text).find((item) => item['@type'] === 'BlogPosting');
    expect(posting).toMatchObject({
      headline: 'Upgrading from an HDB Flat to a Condominium: A Practical Plan',
      datePublished: '2026-10-28T02:00:00.000Z',
      author: { '@type': 'Person', name: 'Marcus Tan' },
      image: `${SITE}/images/blog/blog-1.svg`,
      mainEntityOfPage: `${SITE}/blog/${SEEDED_SLUG}`,
    });
  });

  it('describes a shown listing as a RealEstateListing with its offers, from the database', async () => {
    const { text } = await page(`/properties/${SEEDED_LISTING_SLUG}`).expect(200);
    expect(text).toContain('<title>Penthouse with Marina Bay Views | Harbourline Property Management</title>');
    expect(text).toContain(`<link rel="canonical" href="${SITE}/properties/${SEEDED_LISTING_SLUG}">`);
    expect(structuredData(text).find((item) => item['@type'] === 'RealEstateListing')).toMatchObject({
      name: 'Penthouse with Marina Bay Views',
      identifier: expect.stringMatching(/^HL-\d+$/),
      about: { numberOfBedrooms: 4, floorSize: { value: 3230, unitCode: 'FTK' }, address: { addressLocality: 'Marina Bay' } },
      offers: [
        { price: 28000, priceCurrency: 'SGD' },
        { price: 12800000, priceCurrency: 'SGD' },
      ],
    });
  });

  it('escapes whatever a post holds', async () => {
    const slug = `hostile-${Date.now().toString(36)}`;
    await context.app
      .get(EntityManager)
      .fork()
      .persistAndFlush(
        new BlogPostEntity({
          slug,
          title: '</script><script>alert("title")</script>',
          excerpt: '"><img src=x onerror=alert(1)>',
          content: '<p>Body</p>',
          author: 'Ann <Author>',
          publishDate: new Date('2026-01-01T00:00:00Z'),
        }),
      );
    await context.app.get(PublicContentCache).invalidate();
    const { text } = await page(`/blog/${slug}`).expect(200);
    expect(text).not.toContain('<script>alert');
    expect(text).not.toContain('<img src=x');
    expect(structuredData(text).find((item) => item['@type'] === 'BlogPosting')?.headline).toBe('</script><script>alert("title")</script>');
  });

  it('gives each page of /blog its own canonical address and links to the pages before and after it', async () => {
    const topic = `headtopic${Date.now().toString(36)}`;
    await context.app
      .get(EntityManager)
      .getConnection()
      .execute(
        `insert into blog_posts (slug, title, excerpt, content, author, publish_date, tags)
         select ? || '-' || i, 'Head post ' || i, 'An excerpt.', '<p>A body.</p>', 'Test Author', now() - (i || ' days')::interval, array[?]
         from generate_series(1, 30) as i`,
        [topic, topic],
      );
    await context.app.get(PublicContentCache).invalidate();

    const second = (await page(`/blog?topic=${topic}&page=2`).expect(200)).text;
    expect(second).toContain(`<link rel="canonical" href="${SITE}/blog?topic=${topic}&amp;page=2">`);
    expect(second).toContain(`<link rel="prev" href="${SITE}/blog?topic=${topic}">`);
    expect(second).toContain(`<link rel="next" href="${SITE}/blog?topic=${topic}&amp;page=3">`);
    const first = (await page(`/blog?topic=${topic}`).expect(200)).text;
    expect(first).not.toContain('rel="prev"');
    expect(first).toContain(`<link rel="next" href="${SITE}/blog?topic=${topic}&amp;page=2">`);
    expect((await page(`/blog?topic=${topic}&page=3`).expect(200)).text).not.toContain('rel="next"');
    // A search's page is not indexed: its canonical address is the list it searched.
    const searched = (await page(`/blog?q=head&topic=${topic}`).expect(200)).text;
    expect(searched).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(searched).toContain(`<link rel="canonical" href="${SITE}/blog?topic=${topic}">`);
    await page(`/blog?topic=${topic}&page=4`).expect(404);
  });

  it.each(['/no-such-page', '/blog/no-such-post', '/blog/a/b', '/properties/no-such-listing'])(
    'answers %s with 404 and the noindex not-found head',
    async (pathname) => {
      const { text } = await page(pathname).expect(404).expect('Content-Type', /html/);
      expect(text).toContain(`<title>${PAGE_METADATA.notFound.title}</title>`);
      expect(text).toContain('<meta name="robots" content="noindex, nofollow">');
      expect(text).not.toContain('rel="canonical"');
      expect(text).toContain('<div id="root"></div>');
    },
  );

  it('serves staff pages as built, kept out of search engines', async () => {
    const response = await page('/admin/users').expect(200);
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    await page('/auth').expect(200).expect('X-Robots-Tag', 'noindex, nofollow');
  });

  describe('crawler files', () => {
    it('indexes child sitemaps in sitemap.xml, which list the public pages, every published post and every shown listing', async () => {
      const index = await page('/sitemap.xml')
        .expect(200)
        .expect('Content-Type', /application\/xml/);
      expect(index.text).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      const children = [...index.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => url);
      expect(children).toEqual([`${SITE}/sitemaps/pages.xml`, `${SITE}/sitemaps/posts-1.xml`, `${SITE}/sitemaps/listings-1.xml`]);

      const read = async (file: string) =>
        (
          await page(`/sitemaps/${file}`)
            .expect(200)
            .expect('Content-Type', /application\/xml/)
        ).text;
      const [pages, posts, listings] = await Promise.all([read('pages.xml'), read('posts-1.xml'), read('listings-1.xml')]);
      expect(pages).toContain(`<loc>${SITE}/</loc>`);
      expect(pages).toContain(`<loc>${SITE}/services</loc>`);
      expect(pages).toContain(`<loc>${SITE}/properties</loc>`);
      expect(posts).toMatch(new RegExp(`<loc>${SITE}/blog/${SEEDED_SLUG}</loc>\\s*<lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`));
      expect(listings).toMatch(new RegExp(`<loc>${SITE}/properties/${SEEDED_LISTING_SLUG}</loc>\\s*<lastmod>`));
      for (const xml of [pages, posts, listings]) expect(xml).toMatch(/^<\?xml[^]*<\/urlset>\n$/);
      expect(pages + posts + listings).not.toContain('/admin');
    });

    it('answers 404 for a child sitemap that does not exist', async () => {
      await page('/sitemaps/posts-0.xml').expect(404);
      await page('/sitemaps/other.xml').expect(404);
    });

    it('stops a part of the posts at 50,000 addresses: a part past the posts is empty', async () => {
      const empty = (await page('/sitemaps/posts-2.xml').expect(200)).text;
      expect(empty).not.toContain('<url>');
    });

    it('publishes the posts as RSS 2.0', async () => {
      const response = await page('/rss.xml')
        .expect(200)
        .expect('Content-Type', /application\/rss\+xml/);
      expect(response.text).toContain('<title>Harbourline Property Management Blog</title>');
      expect(response.text).toContain(`<link>${SITE}/blog/${SEEDED_SLUG}</link>`);
      expect(response.text).toContain('<pubDate>Wed, 28 Oct 2026 02:00:00 GMT</pubDate>');
    });

    it('keeps crawlers out of /admin and /auth and points to the sitemap in robots.txt', async () => {
      const response = await page('/robots.txt')
        .expect(200)
        .expect('Content-Type', /text\/plain/);
      expect(response.text).toContain('Disallow: /admin\nDisallow: /auth');
      expect(response.text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    });
  });
});
