import { useId } from 'react';
import styled from 'styled-components';
import { MAX_TAGS, TAG_CHOICES } from '@app/contracts';
import { Label, Row } from '@app/ui';
import { toast } from '@app/web';
import { CONTENT_NOTICES } from '../../shared/content-notices';
import { EditorField, EditorHint } from '../../shared/editor-layout';

interface TagPickerProps {
  value: string[];
  onChange: (tags: string[]) => void;
}

/** SPEC §3 tag choices as toggle buttons; a third tag is refused with 'Maximum Tags Reached' (SPEC §5). */
export function TagPicker({ value, onChange }: TagPickerProps) {
  const labelId = useId();
  const hintId = useId();
  // Tags a draft already has (an AI draft may carry others) stay visible so they can be removed.
  const choices = [...TAG_CHOICES, ...value.filter((tag) => !(TAG_CHOICES as readonly string[]).includes(tag))];

  const toggle = (tag: string) => {
    if (value.includes(tag)) onChange(value.filter((selected) => selected !== tag));
    else if (value.length >= MAX_TAGS) toast(CONTENT_NOTICES.maxTags);
    else onChange([...value, tag]);
  };

  return (
    <EditorField>
      <Label as="span" id={labelId}>
        Tags
      </Label>
      <EditorHint id={hintId}>Choose up to {MAX_TAGS}. The first one is shown on the blog cards.</EditorHint>
      <Row $gap={2} $wrap role="group" aria-labelledby={labelId} aria-describedby={hintId}>
        {choices.map((tag) => (
          <StyledTag key={tag} type="button" aria-pressed={value.includes(tag)} onClick={() => toggle(tag)}>
            {tag}
          </StyledTag>
        ))}
      </Row>
    </EditorField>
  );
}

const StyledTag = styled.button`
  padding: ${({ theme }) => `${theme.spacing[1]} ${theme.spacing[3]}`};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  cursor: pointer;

  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;
