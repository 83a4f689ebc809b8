import sanitizeHtml, { type IOptions } from 'sanitize-html';
import { isOwnImagePath } from '@app/contracts';

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
const TEXT = ['p', 'br', 'hr', 'strong', 'b', 'em', 'i', 'u', 's', 'del', 'sub', 'sup', 'mark', 'blockquote', 'pre', 'code'];
const LISTS = ['ul', 'ol', 'li'];
const TABLES = ['table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'];
const MEDIA = ['a', 'img', 'figure', 'figcaption'];

/**
 * The allow-list for articles: anything not listed (scripts, styles, iframes, forms, SVG, event handlers,
 * inline styles, classes other than code languages) is dropped; the text of a dropped tag is kept, except
 * inside script, style, textarea, option, xmp and noscript.
 */
const ARTICLE_OPTIONS: IOptions = {
  allowedTags: [...HEADINGS, ...TEXT, ...LISTS, ...TABLES, ...MEDIA],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title'],
    ol: ['start'],
    th: ['colspan', 'rowspan', { name: 'scope', multiple: false, values: ['col', 'row', 'colgroup', 'rowgroup'] }],
    td: ['colspan', 'rowspan'],
  },
  allowedClasses: { code: ['language-*'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  enforceHtmlBoundary: true,
  parseStyleAttributes: false,
  nonTextTags: ['script', 'style', 'textarea', 'option', 'xmp', 'noscript', 'iframe', 'object', 'template'],
  transformTags: { a: secureLink },
  exclusiveFilter: (frame) => frame.tag === 'img' && !isOwnImagePath(frame.attribs.src),
};

/** The only target kept is _blank, and such a link must not hand the new page a handle on ours. */
function secureLink(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const { rel: _rel, target, ...rest } = attribs;
  return { tagName, attribs: target === '_blank' ? { ...rest, target, rel: 'noopener noreferrer' } : rest };
}

/** Cleans article HTML from the editor or an AI provider before it is stored; the public site renders the result as is. */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, ARTICLE_OPTIONS).trim();
}
