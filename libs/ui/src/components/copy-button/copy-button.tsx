import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, type ButtonStyleProps } from '../button/button';

export interface CopyButtonProps extends ButtonStyleProps {
  /** What goes to the clipboard. */
  text: string;
  /** The button's name, e.g. 'Copy the reference'. */
  label: string;
}

type Outcome = 'idle' | 'copied' | 'failed';
const OUTCOME_TEXT: Record<Outcome, string> = { idle: '', copied: 'Copied', failed: 'Could not copy: select the text and copy it' };
/** How long 'Copied' stays. */
const COPIED_FOR_MS = 4000;

/** The clipboard API where the page may use it (a secure context); else the older copy command on a hidden field. */
async function copyToClipboard(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) return navigator.clipboard.writeText(text);
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.append(field);
  field.select();
  const copied = document.execCommand('copy');
  field.remove();
  if (!copied) throw new Error('copy refused');
}

/** Copies `text`, then says "Copied" beside the button, in a live region so screen readers announce it too. */
export function CopyButton({ text, label, variant = 'outline', size = 'sm' }: CopyButtonProps) {
  const [outcome, setOutcome] = useState<Outcome>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    clearTimeout(timer.current);
    try {
      await copyToClipboard(text);
      setOutcome('copied');
      timer.current = setTimeout(() => setOutcome('idle'), COPIED_FOR_MS);
    } catch {
      setOutcome('failed');
    }
  };

  return (
    <StyledCopy>
      <Button type="button" variant={variant} size={size} onClick={() => void copy()}>
        {label}
      </Button>
      <span role="status">{OUTCOME_TEXT[outcome]}</span>
    </StyledCopy>
  );
}

const StyledCopy = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[2]};

  [role='status'] {
    color: ${({ theme }) => theme.colors.success};
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
  }
`;
