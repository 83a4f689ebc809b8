import { type ChainedCommands, type Editor } from '@tiptap/react';

export interface FormatAction {
  /** Accessible name and tooltip. */
  label: string;
  /** What the button shows. */
  glyph: string;
  run: (chain: ChainedCommands) => ChainedCommands;
  /** Set for toggles: the button reports it with aria-pressed. */
  isActive?: (editor: Editor) => boolean;
}

export const FORMAT_ACTIONS: FormatAction[] = [
  { label: 'Bold', glyph: 'B', run: (chain) => chain.toggleBold(), isActive: (editor) => editor.isActive('bold') },
  { label: 'Italic', glyph: 'I', run: (chain) => chain.toggleItalic(), isActive: (editor) => editor.isActive('italic') },
  { label: 'Strikethrough', glyph: 'S', run: (chain) => chain.toggleStrike(), isActive: (editor) => editor.isActive('strike') },
  {
    label: 'Heading',
    glyph: 'H2',
    run: (chain) => chain.toggleHeading({ level: 2 }),
    isActive: (editor) => editor.isActive('heading', { level: 2 }),
  },
  {
    label: 'Subheading',
    glyph: 'H3',
    run: (chain) => chain.toggleHeading({ level: 3 }),
    isActive: (editor) => editor.isActive('heading', { level: 3 }),
  },
  { label: 'Bulleted list', glyph: '•', run: (chain) => chain.toggleBulletList(), isActive: (editor) => editor.isActive('bulletList') },
  { label: 'Numbered list', glyph: '1.', run: (chain) => chain.toggleOrderedList(), isActive: (editor) => editor.isActive('orderedList') },
  { label: 'Quote', glyph: '“', run: (chain) => chain.toggleBlockquote(), isActive: (editor) => editor.isActive('blockquote') },
];

export const HISTORY_ACTIONS: Record<'undo' | 'redo', FormatAction> = {
  undo: { label: 'Undo', glyph: '↶', run: (chain) => chain.undo() },
  redo: { label: 'Redo', glyph: '↷', run: (chain) => chain.redo() },
};
