import { escapeHtml } from '@app/core';
import { cdata, escapeXml } from './escape';

export type SitemapEntry = { url: string; lastModified?: Date };

export type FeedChannel = { title: string; siteUrl: string; feedUrl: string; description: string };
export type FeedItem = { title: string; url: string; description: string; author: string; published: Date; categories: string[] };

/** The protocol's limit of addresses in one sitemap file (sitemaps.org); a larger site lists several in an index. */
export const SITEMAP_URL_LIMIT = 50_000;

export const SITEMAP_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
export const SITEMAP_TAIL = '</urlset>\n';

/** One `<url>` of a sitemap, with its line break. */
export function sitemapUrl({ url, lastModified }: SitemapEntry): string {
  const lastmod = lastModified ? `    <lastmod>${lastModified.toISOString().slice(0, 10)}</lastmod>\n` : '';
  return `  <url>\n    <loc>${escapeXml(url)}</loc>\n${lastmod}  </url>\n`;
}

export function buildSitemap(entries: readonly SitemapEntry[]): string {
  return SITEMAP_HEAD + entries.map(sitemapUrl).join('') + SITEMAP_TAIL;
}

/** A sitemap index: the addresses of the child sitemaps. */
export function buildSitemapIndex(urls: readonly string[]): string {
  const sitemaps = urls.map((url) => `  <sitemap>\n    <loc>${escapeXml(url)}</loc>\n  </sitemap>\n`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${sitemaps}</sitemapindex>\n`;
}

/** RSS 2.0, with the author as dc:creator (RSS's own author element wants an e-mail address). */
export function buildRss(channel: FeedChannel, items: readonly FeedItem[]): string {
  const rendered = items.map((item) =>
    [
      '    <item>',
      `      <title>${escapeXml(item.title)}</title>`,
      `      <link>${escapeXml(item.url)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(item.url)}</guid>`,
      `      <description>${htmlDescription(item.description)}</description>`,
      `      <dc:creator>${escapeXml(item.author)}</dc:creator>`,
      `      <pubDate>${item.published.toUTCString()}</pubDate>`,
      ...item.categories.map((category) => `      <category>${escapeXml(category)}</category>`),
      '    </item>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${escapeXml(channel.title)}</title>`,
    `    <link>${escapeXml(channel.siteUrl)}</link>`,
    `    <description>${escapeXml(channel.description)}</description>`,
    '    <language>en-SG</language>',
    `    <atom:link href="${escapeXml(channel.feedUrl)}" rel="self" type="application/rss+xml"/>`,
    ...(items[0] ? [`    <lastBuildDate>${items[0].published.toUTCString()}</lastBuildDate>`] : []),
    ...rendered,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** Feed readers show a description as HTML: the plain-text excerpt is escaped as HTML, then carried as CDATA. */
function htmlDescription(text: string): string {
  return cdata(escapeHtml(text));
}

/** Crawlers may read every public page; the staff area stays out, and the sitemap is named. */
export function buildRobotsTxt(sitemapUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /auth',
    'Disallow: /portal',
    'Disallow: /newsletter/unsubscribe',
    '',
    `Sitemap: ${sitemapUrl}`,
    '',
  ].join('\n');
}
