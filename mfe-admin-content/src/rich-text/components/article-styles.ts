import { css } from 'styled-components';
import { articleStyles } from '@app/ui';

/** The public article typography, plus what only the editor shows: the selected image and the placeholder. */
export const editorArticleStyles = css`
  ${articleStyles}
  color: ${({ theme }) => theme.colors.text};

  img.ProseMirror-selectednode {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
  }

  p.is-editor-empty:first-child::before {
    content: attr(data-placeholder);
    float: left;
    height: 0;
    color: ${({ theme }) => theme.colors.muted};
    pointer-events: none;
  }
`;
