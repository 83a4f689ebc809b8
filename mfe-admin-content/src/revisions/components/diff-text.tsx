import styled from 'styled-components';
import type { DiffPart, TextDiff } from '@app/contracts';

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

/** A word-level difference of two titles and texts, as a labelled region (for the revision history and a save conflict). */
export function TextDifferences({ diff, label = 'Differences' }: { diff: TextDiff; label?: string }) {
  return (
    <StyledDifferences aria-label={label}>
      <h3>Title</h3>
      <DiffText parts={diff.title} />
      <h3>Text</h3>
      <DiffText parts={diff.content} />
    </StyledDifferences>
  );
}

const StyledDifferences = styled.section`
  margin-top: ${({ theme }) => theme.spacing[3]};

  h3 {
    margin: ${({ theme }) => theme.spacing[3]} 0 ${({ theme }) => theme.spacing[1]};
    font-size: ${({ theme }) => theme.typography.fontSize.md};
  }
`;

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
