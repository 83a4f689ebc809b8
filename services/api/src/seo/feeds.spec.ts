import { cdata } from './escape';
import { buildRobotsTxt, buildRss, buildSitemap, buildSitemapIndex, SITEMAP_URL_LIMIT } from './feeds';
import { sitemapFiles, sitemapPartOf } from './site-feeds.service';

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', '#39': "'", apos: "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(lt|gt|amp|quot|#39|apos);/g, (_entity, name: string) => ENTITIES[name] ?? '');
}

/** What an XML parser reads from element content: CDATA sections as they are, entities elsewhere decoded. */
function xmlText(content: string): string {
  return content
    .split(/(<!\[CDATA\[[\s\S]*?\]\]>)/)
    .map((part) => (part.startsWith('<![CDATA[') ? part.slice('<![CDATA['.length, -']]>'.length) : decodeEntities(part)))
    .join('');
}

describe('site feeds', () => {
  it('builds a sitemap with escaped addresses and dates of last change', () => {
    const xml = buildSitemap([
      { url: 'https://www.harbourline.test/' },
      { url: 'https://www.harbourline.test/blog/a&b', lastModified: new Date('2026-10-28T18:00:00Z') },
    ]);
    expect(xml).toContain('<loc>https://www.harbourline.test/</loc>');
    expect(xml).toContain('<loc>https://www.harbourline.test/blog/a&amp;b</loc>\n    <lastmod>2026-10-28</lastmod>');
  });

  it('builds a sitemap index of child sitemaps', () => {
    expect(buildSitemapIndex(['https://h.test/sitemaps/pages.xml'])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n  <sitemap>\n    <loc>https://h.test/sitemaps/pages.xml</loc>\n  </sitemap>\n</sitemapindex>\n',
    );
  });

  it('splits posts and listings into child sitemaps of at most 50,000 addresses', () => {
    expect(SITEMAP_URL_LIMIT).toBe(50_000);
    expect(sitemapFiles(0, 5_000)).toEqual(['pages.xml', 'posts-1.xml', 'listings-1.xml']);
    expect(sitemapFiles(50_000, 50_001)).toEqual(['pages.xml', 'posts-1.xml', 'listings-1.xml', 'listings-2.xml']);
    expect(sitemapPartOf('posts-2.xml')).toEqual({ kind: 'posts', part: 2 });
    expect(sitemapPartOf('pages.xml')).toEqual({ kind: 'pages' });
    expect(sitemapPartOf('posts-0.xml')).toBeNull();
    expect(sitemapPartOf('../etc.xml')).toBeNull();
  });

  it('builds RSS 2.0 items with escaped text, permalinks, RFC 822 dates and categories', () => {
    const xml = buildRss({ title: 'Harbourline Blog', siteUrl: 'https://h.test/blog', feedUrl: 'https://h.test/rss.xml', description: 'Articles' }, [
      {
        title: 'Rent & <Repairs>',
        url: 'https://h.test/blog/r',
        description: 'Tips',
        author: 'Grace Lee',
        published: new Date('2026-10-14T02:00:00Z'),
        categories: ['HDB'],
      },
    ]);
    expect(xml).toContain('<rss version="2.0"');
    expect(xml).toContain('<title>Rent &amp; &lt;Repairs&gt;</title>');
    expect(xml).toContain('<guid isPermaLink="true">https://h.test/blog/r</guid>');
    expect(xml).toContain('<pubDate>Wed, 14 Oct 2026 02:00:00 GMT</pubDate>');
    expect(xml).toContain('<category>HDB</category>');
    expect(xml).toContain('<atom:link href="https://h.test/rss.xml" rel="self" type="application/rss+xml"/>');
  });

  it('keeps article text that looks like markup as text in a feed reader, even with ]]> in it', () => {
    const excerpt = 'Never paste <img src=x onerror="alert(1)"> into a listing ]]> <b>really</b> & more';
    const xml = buildRss({ title: 'Blog', siteUrl: 'https://h.test/blog', feedUrl: 'https://h.test/rss.xml', description: 'Articles' }, [
      { title: 'Tips', url: 'https://h.test/blog/t', description: excerpt, author: 'Grace Lee', published: new Date('2026-10-14T02:00:00Z'), categories: [] },
    ]);
    const readerHtml = xmlText(/<item>[\s\S]*<description>([\s\S]*)<\/description>/.exec(xml)?.[1] ?? '');
    expect(readerHtml).not.toContain('<');
    expect(decodeEntities(readerHtml)).toBe(excerpt);
  });

  it('splits a CDATA section around ]]>', () => {
    expect(cdata('a]]>b')).toBe('<![CDATA[a]]]]><![CDATA[>b]]>');
  });

  it('keeps crawlers out of the staff area and names the sitemap', () => {
    expect(buildRobotsTxt('https://h.test/sitemap.xml')).toBe(
      'User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /auth\nDisallow: /portal\nDisallow: /newsletter/unsubscribe\n\nSitemap: https://h.test/sitemap.xml\n',
    );
  });
});
