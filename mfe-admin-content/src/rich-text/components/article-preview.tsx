import { EditorContent, useEditor } from '@tiptap/react';
import styled from 'styled-components';
import { articleExtensions } from '../utils/article-extensions';
import { editorArticleStyles } from './article-styles';

/**
 * Shows article HTML read-only. It goes through the editor's schema rather than innerHTML, so nothing outside
 * the article allow-list (scripts, handlers, styles) can render, whatever the HTML came from.
 */
export function ArticlePreview({ html, label }: { html: string; label: string }) {
  const editor = useEditor(
    // Not a textbox (tiptap's default role): a preview is read, not edited.
    { extensions: articleExtensions(), content: html, editable: false, editorProps: { attributes: { role: 'none' } } },
    [html],
  );
  return (
    <StyledPreview aria-label={label}>
      <EditorContent editor={editor} />
    </StyledPreview>
  );
}

const StyledPreview = styled.article`
  ${editorArticleStyles}
`;
