import { SITE_KEYWORDS } from '@app/content';
import { escapeHtml } from '@app/core';
import { jsonForScript } from './escape';

/** Everything the server writes into a page's <head> for crawlers and link previews. */
export type PageHead = {
  title: string;
  description: string;
  /** Absolute; none for pages that must not be indexed under their own address (404). */
  canonicalUrl: string | null;
  siteName: string;
  type: 'website' | 'article';
  /** Absolute URL of the share image, if the page has one. */
  imageUrl: string | null;
  indexable: boolean;
  /** schema.org objects, each written as its own JSON-LD block. */
  structuredData: object[];
  article?: { publishedTime: string; author: string; section: string | null; tags: string[] };
  feedUrl: string;
  /** A page of a list: the absolute addresses of the pages before and after it, where there are. */
  pageLinks?: { prev: string | null; next: string | null };
};

/** The tags of a page head, every value escaped; every page gets the site's keywords. */
export function renderHeadTags(head: PageHead): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    meta('name', 'keywords', SITE_KEYWORDS),
    head.indexable ? null : meta('name', 'robots', 'noindex, nofollow'),
    head.canonicalUrl ? link('canonical', head.canonicalUrl) : null,
    head.pageLinks?.prev ? link('prev', head.pageLinks.prev) : null,
    head.pageLinks?.next ? link('next', head.pageLinks.next) : null,
    `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(head.siteName)}" href="${escapeHtml(head.feedUrl)}">`,
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:locale', 'en_SG'),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    head.canonicalUrl ? meta('property', 'og:url', head.canonicalUrl) : null,
    head.imageUrl ? meta('property', 'og:image', head.imageUrl) : null,
    ...articleTags(head.article),
    meta('name', 'twitter:card', head.imageUrl ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    head.imageUrl ? meta('name', 'twitter:image', head.imageUrl) : null,
    ...head.structuredData.map((data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`),
  ];
  return tags.filter((tag): tag is string => tag !== null).join('\n');
}

/**
 * The shell's index.html with the page's head in place of its own title (early in <head>, where crawlers look
 * first) and without its own description; a page without a title gets the tags before </head>, one without
 * <head> is left as it is.
 */
export function injectHead(indexHtml: string, head: PageHead): string {
  const tags = renderHeadTags(head);
  const html = indexHtml.replace(/<meta\s+name="description"[^>]*>/i, '');
  const title = /<title>[\s\S]*?<\/title>/i.exec(html);
  if (title) return `${html.slice(0, title.index)}${tags}${html.slice(title.index + title[0].length)}`;
  const closing = html.search(/<\/head>/i);
  return closing < 0 ? html : `${html.slice(0, closing)}${tags}\n${html.slice(closing)}`;
}

function meta(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${escapeHtml(key)}" content="${escapeHtml(content)}">`;
}

function link(rel: string, href: string): string {
  return `<link rel="${escapeHtml(rel)}" href="${escapeHtml(href)}">`;
}

function articleTags(article: PageHead['article']): string[] {
  if (!article) return [];
  return [
    meta('property', 'article:published_time', article.publishedTime),
    meta('property', 'article:author', article.author),
    ...(article.section ? [meta('property', 'article:section', article.section)] : []),
    ...article.tags.map((tag) => meta('property', 'article:tag', tag)),
  ];
}
