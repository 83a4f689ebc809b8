import { type DragEvent, useId, useState } from 'react';
import styled from 'styled-components';
import { ACCEPTED_FILES } from '../utils/check-files';
import { UploadIcon } from './media-icons';

type FileDropZoneProps = {
  /** Text of the control that opens the file chooser. */
  label: string;
  hint: string;
  multiple: boolean;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
};

/** A file chooser that also takes files dropped on it; keyboard users reach the real file input. */
export function FileDropZone({ label, hint, multiple, disabled = false, onFiles }: FileDropZoneProps) {
  const inputId = useId();
  const hintId = useId();
  const [dragging, setDragging] = useState(false);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) onFiles([...event.dataTransfer.files]);
  };

  return (
    <StyledZone
      $dragging={dragging}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <UploadIcon />
      <StyledLabel htmlFor={inputId}>{label}</StyledLabel>
      <StyledHint id={hintId}>{hint}</StyledHint>
      <StyledInput
        id={inputId}
        type="file"
        accept={ACCEPTED_FILES}
        multiple={multiple}
        disabled={disabled}
        aria-describedby={hintId}
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
    </StyledZone>
  );
}

const StyledZone = styled.div<{ $dragging: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[2]};
  padding: ${({ theme }) => `${theme.spacing[10]} ${theme.spacing[6]}`};
  border: 2px dashed ${({ theme, $dragging }) => ($dragging ? theme.colors.primary : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $dragging }) => ($dragging ? theme.colors.secondary : theme.colors.surface)};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.typography.fontSize['2xl']};
  text-align: center;

  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

const StyledLabel = styled.label`
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.typography.fontSize.md};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  text-decoration: underline;
  cursor: pointer;
`;

const StyledHint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

/** Visually hidden but focusable: the label is what people see and click. */
const StyledInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  opacity: 0;
`;
