import { diffWords } from 'diff';
import type { DiffPart, TextDiff } from '@app/contracts';

const BLOCK_END = /<\/(p|h[1-6]|li|blockquote|pre|td|th|figcaption)>|<br\s*\/?>/gi;
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };

/** The words of sanitized article HTML, headings included, a line per block: what a reader compares. */
function readableText(html: string): string {
  return html
    .replace(BLOCK_END, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/[ \t]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim();
}

/** The word-level difference of two texts (the `diff` package), as runs the same, added or removed. */
function wordDiff(before: string, after: string): DiffPart[] {
  return diffWords(before, after).map((change) => ({
    text: change.value,
    change: change.added ? 'added' : change.removed ? 'removed' : 'same',
  }));
}

/** What changed from one title and text to another: their words, the text's markup left out. */
export function textDiff(from: { title: string; content: string }, to: { title: string; content: string }): TextDiff {
  return { title: wordDiff(from.title, to.title), content: wordDiff(readableText(from.content), readableText(to.content)) };
}
