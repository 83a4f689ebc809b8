import { useEditorState, type Editor } from '@tiptap/react';
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '@app/ui';
import { FORMAT_ACTIONS, HISTORY_ACTIONS, type FormatAction } from '../utils/format-actions';
import { LinkDialog } from './link-dialog';

interface EditorToolbarProps {
  editor: Editor;
  /** Id of the editable area the toolbar acts on. */
  controls: string;
  /** More controls at the end of the toolbar (Insert Media, Enhance with AI). */
  children?: ReactNode;
}

const STEP_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/** Arrow keys, Home and End move between the toolbar's buttons, as in the WAI-ARIA toolbar pattern. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const step = STEP_KEYS[event.key];
  if (!step) return;
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')];
  const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (index < 0) return;
  event.preventDefault();
  buttons[step(index, buttons.length)]?.focus();
}

export function EditorToolbar({ editor, controls, children }: EditorToolbarProps) {
  const [linking, setLinking] = useState(false);
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      pressed: FORMAT_ACTIONS.map((action) => action.isActive?.(current) ?? false),
      link: current.isActive('link'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });

  const run = (action: FormatAction) => action.run(editor.chain().focus()).run();

  return (
    <StyledToolbar role="toolbar" aria-label="Formatting" aria-controls={controls} onKeyDown={moveFocus}>
      {FORMAT_ACTIONS.map((action, index) => (
        <ToolButton key={action.label} action={action} pressed={state.pressed[index]} onClick={() => run(action)} />
      ))}
      <StyledToolButton type="button" variant="ghost" size="sm" aria-pressed={state.link} title="Link" onClick={() => setLinking(true)}>
        Link
      </StyledToolButton>
      <StyledSeparator role="separator" aria-orientation="vertical" />
      <ToolButton action={HISTORY_ACTIONS.undo} disabled={!state.canUndo} onClick={() => run(HISTORY_ACTIONS.undo)} />
      <ToolButton action={HISTORY_ACTIONS.redo} disabled={!state.canRedo} onClick={() => run(HISTORY_ACTIONS.redo)} />
      {children && <StyledExtras>{children}</StyledExtras>}
      <LinkDialog editor={editor} open={linking} onOpenChange={setLinking} />
    </StyledToolbar>
  );
}

interface ToolButtonProps {
  action: FormatAction;
  onClick: () => void;
  pressed?: boolean;
  disabled?: boolean;
}

function ToolButton({ action, onClick, pressed, disabled }: ToolButtonProps) {
  return (
    <StyledToolButton
      type="button"
      variant="ghost"
      size="sm"
      aria-label={action.label}
      title={action.label}
      aria-pressed={action.isActive ? Boolean(pressed) : undefined}
      disabled={disabled}
      onClick={onClick}
    >
      <span aria-hidden="true">{action.glyph}</span>
    </StyledToolButton>
  );
}

const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[1]};
  padding: ${({ theme }) => theme.spacing[2]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledToolButton = styled(Button)`
  min-width: 2.25rem;

  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 1px;
  }
`;

const StyledSeparator = styled.span`
  align-self: stretch;
  width: 1px;
  margin: 0 ${({ theme }) => theme.spacing[1]};
  background: ${({ theme }) => theme.colors.border};
`;

const StyledExtras = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing[2]};
  margin-left: auto;
`;
