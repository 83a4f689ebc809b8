import styled from 'styled-components';
import type { DiffPart } from '@app/contracts';

/** Runs of a word diff: added words underlined in green, removed ones struck through in red (ins/del for readers). */
export function DiffText({ parts }: { parts: DiffPart[] }) {
  return (
    <StyledDiff>
      {parts.map((part, index) =>
        part.change === 'added' ? (
          <ins key={index}>{part.text}</ins>
        ) : part.change === 'removed' ? (
          <del key={index}>{part.text}</del>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </StyledDiff>
  );
}

const StyledDiff = styled.p`
  margin: 0;
  white-space: pre-wrap;
  line-height: 1.6;

  ins {
    background: ${({ theme }) => theme.colors.successSubtle};
    color: ${({ theme }) => theme.colors.success};
  }

  del {
    background: ${({ theme }) => theme.colors.destructiveSubtle};
    color: ${({ theme }) => theme.colors.destructive};
  }
`;
