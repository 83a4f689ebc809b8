const BLOCK_END = /<\/(p|h[1-6]|li|blockquote|pre|td|th|figcaption)>|<br\s*\/?>/gi;
const HEADING = /<h[1-6][^>]*>[\s\S]*?<\/h[1-6]>/gi;
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };

export const EXCERPT_LENGTH = 200;

/** The readable text of sanitized article HTML, headings left out, one space between blocks. */
export function articleText(html: string): string {
  return html
    .replace(HEADING, ' ')
    .replace(BLOCK_END, '$& ')
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}

/** A post's excerpt: the start of its text, cut at a word and marked with an ellipsis when shortened. */
export function articleExcerpt(html: string, maxLength = EXCERPT_LENGTH): string {
  const text = articleText(html);
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > maxLength / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}
