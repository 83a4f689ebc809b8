import { escapeHtml, sanitizeArticleHtml } from '@app/core';

const HAS_TAGS = /<[a-z][^>]*>/i;
const PREFORMATTED = /(<pre>[\s\S]*?<\/pre>)/;
const BLOCK_TAG_WITH_SPACE = /\s*(<\/?(?:p|h[1-6]|ul|ol|li|blockquote|table|caption|thead|tbody|tfoot|tr|td|th|figure|figcaption|hr)(?:\s[^>]*)?\/?>)\s*/g;

/**
 * Enhance without an AI provider: a deterministic tidy-up that changes layout, never wording. Plain text
 * becomes paragraphs; <b>/<i> become <strong>/<em>; empty paragraphs, doubled spaces, spaces inside block
 * edges and before punctuation go; preformatted blocks stay as they are.
 */
export function tidyArticleHtml(content: string): string {
  const html = HAS_TAGS.test(content) ? content : paragraphsFromText(content);
  return sanitizeArticleHtml(html)
    .split(PREFORMATTED)
    .map((part) => (part.startsWith('<pre>') ? part : tidyFlowText(part)))
    .join('')
    .trim();
}

function paragraphsFromText(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${escapeHtml(block).replace(/\n/g, '<br />')}</p>`)
    .join('');
}

function tidyFlowText(html: string): string {
  return html
    .replace(/<(\/?)b>/g, '<$1strong>')
    .replace(/<(\/?)i>/g, '<$1em>')
    .replace(/\s+/g, ' ')
    .replace(BLOCK_TAG_WITH_SPACE, '$1')
    .replace(/<p>(?:&nbsp;|<br \/>)*<\/p>/g, '')
    .replace(/\s+([,.;:!?])/g, '$1');
}
