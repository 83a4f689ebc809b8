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

/**
 * How long one comparison may hold the API's event loop. Two long texts that differ throughout (up to 200,000
 * characters each) would otherwise take seconds, on the path of every conflicting save.
 */
export const WORD_DIFF_TIMEOUT_MS = 250;

/**
 * The word-level difference of two texts (the `diff` package), as runs the same, added or removed; when finding it
 * takes longer than WORD_DIFF_TIMEOUT_MS, the whole of one replaced by the whole of the other.
 */
function wordDiff(before: string, after: string): DiffPart[] {
  const changes = diffWords(before, after, { timeout: WORD_DIFF_TIMEOUT_MS });
  if (!changes) return wholeReplacement(before, after);
  return changes.map((change) => ({ text: change.value, change: change.added ? 'added' : change.removed ? 'removed' : 'same' }));
}

function wholeReplacement(before: string, after: string): DiffPart[] {
  const parts: DiffPart[] = [
    { text: before, change: 'removed' },
    { text: after, change: 'added' },
  ];
  return parts.filter((part) => part.text.length > 0);
}

/** What changed from one title and text to another: their words, the text's markup left out. */
export function textDiff(from: { title: string; content: string }, to: { title: string; content: string }): TextDiff {
  return { title: wordDiff(from.title, to.title), content: wordDiff(readableText(from.content), readableText(to.content)) };
}
