import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { Label, Tabs, TabsContent, TabsList, TabsTrigger } from '@app/ui';
import { articleExtensions } from '../utils/article-extensions';
import { ArticlePreview } from './article-preview';
import { editorArticleStyles } from './article-styles';
import { EditorToolbar } from './editor-toolbar';
import { EditorField } from '../../shared/editor-layout';

export const EDITOR_HEIGHT_PX = 500;

interface RichTextEditorProps {
  label: string;
  /** HTML; an empty document is ''. */
  value: string;
  onChange: (html: string) => void;
  placeholder?: string;
  error?: string;
  /** Controls added to the end of the toolbar, given the editor (Insert Media, Enhance with AI). */
  extras?: (editor: Editor) => ReactNode;
}

/** The article body: Write (toolbar and a 500 px editing area) and Preview tabs. */
export function RichTextEditor({ label, value, onChange, placeholder, error, extras }: RichTextEditorProps) {
  const labelId = useId();
  const areaId = useId();
  const errorId = useId();
  // The HTML the editor shows, so a value that merely echoes an edit is not loaded back into it.
  const shown = useRef(value);
  const editor = useEditor({
    extensions: articleExtensions(placeholder),
    content: value,
    editorProps: {
      attributes: { id: areaId, role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': labelId, 'aria-describedby': errorId },
    },
    onUpdate: ({ editor: current }) => {
      shown.current = current.isEmpty ? '' : current.getHTML();
      onChange(shown.current);
    },
  });

  // Content replaced from outside (the draft as the server stored it): show it without reporting an edit.
  useEffect(() => {
    if (value === shown.current) return;
    shown.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <EditorField>
      <Label as="span" id={labelId} onClick={() => editor.commands.focus()}>
        {label}
      </Label>
      <Tabs defaultValue="write">
        <TabsList aria-label={`${label} view`}>
          <TabsTrigger value="write">Write</TabsTrigger>
          <TabsTrigger value="preview">Preview</TabsTrigger>
        </TabsList>
        {/* Kept mounted while previewing, so the editor keeps its selection and undo history. */}
        <StyledWriteTab value="write" forceMount>
          <StyledFrame>
            <EditorToolbar editor={editor} controls={areaId}>
              {extras?.(editor)}
            </EditorToolbar>
            <StyledEditingArea>
              <EditorContent editor={editor} />
            </StyledEditingArea>
          </StyledFrame>
        </StyledWriteTab>
        <TabsContent value="preview">
          <StyledPreviewFrame>
            <ArticlePreview html={value} label={`${label} preview`} />
          </StyledPreviewFrame>
        </TabsContent>
      </Tabs>
      <StyledError id={errorId}>{error}</StyledError>
    </EditorField>
  );
}

const StyledWriteTab = styled(TabsContent)`
  &[data-state='inactive'] {
    display: none;
  }
`;

const StyledFrame = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  overflow: hidden;

  &:focus-within {
    border-color: ${({ theme }) => theme.colors.focusRing};
  }
`;

const StyledEditingArea = styled.div`
  height: ${EDITOR_HEIGHT_PX}px;
  overflow-y: auto;

  .ProseMirror {
    ${editorArticleStyles}
    min-height: 100%;
    padding: ${({ theme }) => theme.spacing[4]};
    outline: none;
  }
`;

const StyledPreviewFrame = styled.div`
  height: ${EDITOR_HEIGHT_PX}px;
  overflow-y: auto;
  padding: ${({ theme }) => theme.spacing[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
`;

const StyledError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.destructive};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};

  &:empty {
    display: none;
  }
`;
