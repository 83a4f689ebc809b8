import { NEWSLETTER_ENDPOINTS } from '@app/contracts';
import { BLOG_POST_PAGE, PROPERTY_LISTING_PAGE, pagePath } from '@app/content';
import { sanitizeArticleHtml } from '../content/sanitize-article-html';
import { escapeHtml } from '../text/escape-html';
import { type MailMessage, singleLine } from './mail-message';

/** A featured post or listing as its card shows it; `image` is the path the site shows it by. */
export type CampaignCard = { title: string; summary: string; path: string; image: string | null };

/** How wide mail lays an image out, at most (CSS pixels; the raster behind it is up to twice as wide). */
export const MAIL_IMAGE_WIDTH = 560;

/** A raster image mail can show (JPEG or PNG: Gmail and Outlook show neither SVG nor WebP) and its layout size. */
export type MailImage = { src: string; width: number; height: number };

export type CampaignMailContent = {
  subject: string;
  /** The draft's article HTML. */
  html: string;
  cards: CampaignCard[];
  /**
   * The raster image mail shows for each image path the article and the cards use; a path without one (an item
   * processed before mail images were made) is left out of the mail rather than shown broken.
   */
  images: Readonly<Record<string, MailImage>>;
  /** The site's address: every link and image is made absolute against it. */
  siteUrl: string;
};

/** The layout size of a raster image `width` × `height` pixels: MAIL_IMAGE_WIDTH wide at most, never enlarged. */
export function mailImageOf(src: string, width: number, height: number): MailImage {
  const shown = Math.min(MAIL_IMAGE_WIDTH, width);
  return { src, width: shown, height: Math.round((shown * height) / width) };
}

/** Every <img> of (sanitized) article HTML, with its src. */
const ARTICLE_IMG = /<img\b[^>]*?\ssrc="([^"]*)"[^>]*>/gi;

/** The image paths an article shows. */
export function articleImagePaths(html: string): string[] {
  return [...html.matchAll(ARTICLE_IMG)].map(([, src]) => (src as string).replace(/&amp;/g, '&'));
}

/** An image as mail shows it, at its layout size with its alt text (markup, already escaped). */
function mailImg(image: MailImage, escapedAlt: string, absolute: (path: string) => string): string {
  return `<img src="${escapeHtml(absolute(image.src))}" alt="${escapedAlt}" width="${image.width}" height="${image.height}" style="display:block;width:100%;max-width:${image.width}px;height:auto;border:0">`;
}

export const TEST_MAIL_NOTE = 'This is a test e-mail of a newsletter campaign; subscribers get it with their own unsubscribe link.';

/** A subscriber's way out: the unsubscribe page (the visible link) and the RFC 8058 one-click link (the headers). */
export type CampaignUnsubscribe = { pageUrl: string; oneClickUrl: string };

/**
 * The RFC 8058 one-click unsubscribe link of a subscriber (NEWSLETTER_ENDPOINTS.unsubscribeOneClick), made from their
 * unsubscribe page link, which the API signed under its PUBLIC_URL: same site, same token.
 */
export function oneClickUnsubscribeUrl(unsubscribePageUrl: string): string {
  const page = new URL(unsubscribePageUrl);
  const oneClick = new URL(NEWSLETTER_ENDPOINTS.unsubscribeOneClick.path, page.origin);
  oneClick.searchParams.set('token', page.searchParams.get('token') ?? '');
  return oneClick.toString();
}

const MAIL_TEXT_ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };

/**
 * The plain-text part of sanitized article HTML: every heading on a line of its own (underlined), every link as
 * "label (address)" with the address made absolute, list items as "- ", blocks apart by a blank line.
 */
export function campaignArticleText(html: string, absolute: (path: string) => string): string {
  return html
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_match, href: string, label: string) => {
      const address = href.startsWith('/') ? absolute(href) : href;
      return `${label} (${address.replace(/&amp;/g, '&')})`;
    })
    .replace(/<h[1-6][^>]*>([\s\S]*?)<\/h[1-6]>/gi, (_match, heading: string) => {
      const line = heading.replace(/<[^>]+>/g, '').trim();
      return `\n\n${line}\n${'-'.repeat(Math.min(line.length, 60))}\n\n`;
    })
    .replace(/<li[^>]*>/gi, '\n- ')
    .replace(/<\/(p|ul|ol|blockquote|pre|table|div)>|<br\s*\/?>/gi, '\n\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => MAIL_TEXT_ENTITIES[entity] ?? entity)
    .replace(/[ \t]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** A featured post as a card: its page, and the image its card on the site shows (else its featured image). */
export function postCard(post: { title: string; excerpt: string; slug: string; imageUrl: string | null; featuredImage: string | null }): CampaignCard {
  return { title: post.title, summary: post.excerpt, path: pagePath(BLOG_POST_PAGE, { slug: post.slug }), image: post.imageUrl ?? post.featuredImage };
}

/** A featured listing as a card: its page and its image. */
export function propertyCard(property: { title: string; district: string; slug: string; image: string | null }): CampaignCard {
  return { title: property.title, summary: property.district, path: pagePath(PROPERTY_LISTING_PAGE, { slug: property.slug }), image: property.image };
}

/**
 * A campaign's e-mail to `to`, with HTML and plain-text parts: the draft's article, then the featured posts and
 * listings as cards, every link and image absolute (site paths made so against the campaign's site address). Nothing
 * tracks opens. A subscriber's mail has a visible unsubscribe link and the List-Unsubscribe and List-Unsubscribe-Post
 * headers of RFC 8058 (one-click); a test e-mail (`unsubscribe` null) says it is one and has neither (staff are not
 * subscribers).
 */
export function composeCampaignMail(content: CampaignMailContent, to: string, unsubscribe: CampaignUnsubscribe | null): MailMessage {
  const absolute = (path: string) => new URL(path, content.siteUrl).toString();
  const subject = singleLine(content.subject);
  const article = sanitizeArticleHtml(content.html)
    .replace(ARTICLE_IMG, (tag, src: string) => {
      const image = content.images[src.replace(/&amp;/g, '&')];
      return image ? mailImg(image, /\salt="([^"]*)"/.exec(tag)?.[1] ?? '', absolute) : '';
    })
    .replace(/(\shref)="(\/[^"]*)"/g, (_match, attribute: string, path: string) => `${attribute}="${escapeHtml(absolute(path))}"`);
  const cards = content.cards.map((card) => {
    const link = escapeHtml(absolute(card.path));
    const image = card.image ? content.images[card.image] : undefined;
    const picture = image ? `<a href="${link}">${mailImg(image, escapeHtml(card.title), absolute)}</a>` : '';
    return `<div style="margin:24px 0;border:1px solid #e5e7eb;border-radius:8px;overflow:hidden">${picture}<div style="padding:16px"><h2 style="margin:0 0 8px;font-size:18px"><a href="${link}" style="color:#1e3a5f">${escapeHtml(card.title)}</a></h2><p style="margin:0;color:#4b5563">${escapeHtml(card.summary)}</p></div></div>`;
  });
  const html = [
    '<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>',
    '<body style="margin:0;background:#f4f4f0;font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5">',
    '<div style="max-width:600px;margin:0 auto;padding:24px;background:#ffffff">',
    unsubscribe ? '' : `<p style="margin:0 0 16px;padding:8px;background:#fef3c7;font-size:13px">${escapeHtml(TEST_MAIL_NOTE)}</p>`,
    `<h1 style="font-size:24px;color:#1e3a5f">${escapeHtml(subject)}</h1>`,
    article,
    ...cards,
    unsubscribe
      ? `<p style="margin:32px 0 0;font-size:13px;color:#6b7280">You receive this newsletter because you subscribed to it. <a href="${escapeHtml(unsubscribe.pageUrl)}" style="color:#6b7280">Unsubscribe</a></p>`
      : '',
    '</div></body></html>',
  ].join('\n');
  const text = [
    ...(unsubscribe ? [] : [TEST_MAIL_NOTE, '']),
    subject,
    '',
    campaignArticleText(sanitizeArticleHtml(content.html), absolute),
    ...content.cards.flatMap((card) => ['', card.title, card.summary, absolute(card.path)]),
    ...(unsubscribe ? ['', `You receive this newsletter because you subscribed to it. Unsubscribe: ${unsubscribe.pageUrl}`] : []),
  ].join('\n');
  if (!unsubscribe) return { to, subject: `[Test] ${subject}`, text, html };
  const headers = { 'List-Unsubscribe': `<${unsubscribe.oneClickUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
  return { to, subject, text, html, headers };
}
