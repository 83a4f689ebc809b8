import { type ReactNode } from 'react';
import styled from 'styled-components';
import type { FaqItem } from '@app/content';
import { ChevronDownIcon } from '@app/ui';
import { HeadedSection } from './page-layout';

interface FaqSectionProps {
  /** The heading's id, which the section names itself by. */
  titleId: string;
  items: readonly FaqItem[];
  /** What follows the questions, e.g. a way to ask another. */
  children?: ReactNode;
}

/** A page's 'Frequently Asked Questions' band. */
export function FaqSection({ titleId, items, children }: FaqSectionProps) {
  return (
    <HeadedSection titleId={titleId} tone="muted" eyebrow="FAQ" title="Frequently Asked Questions">
      <FaqList items={items} />
      {children}
    </HeadedSection>
  );
}

/** Questions that open to show their answers (native disclosure widgets: keyboard and reader support built in). */
function FaqList({ items }: { items: readonly FaqItem[] }) {
  return (
    <StyledFaqList>
      {items.map((item) => (
        <li key={item.question}>
          <details>
            <summary>
              <span>{item.question}</span>
              <ChevronDownIcon />
            </summary>
            <p>{item.answer}</p>
          </details>
        </li>
      ))}
    </StyledFaqList>
  );
}

const StyledFaqList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing[3]};
  max-width: 48rem;
  margin: 0 auto;
  padding: 0;
  list-style: none;

  details {
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.background};
  }

  summary {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.spacing[4]};
    padding: ${({ theme }) => `${theme.spacing[4]} ${theme.spacing[5]}`};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
    list-style: none;
    cursor: pointer;
  }

  summary::-webkit-details-marker {
    display: none;
  }

  summary svg {
    flex: none;
    transition: transform ${({ theme }) => theme.transitions.normal};
  }

  details[open] summary svg {
    transform: rotate(180deg);
  }

  p {
    margin: 0;
    padding: ${({ theme }) => `0 ${theme.spacing[5]} ${theme.spacing[5]}`};
    color: ${({ theme }) => theme.colors.text};
    line-height: ${({ theme }) => theme.typography.lineHeight.relaxed};
  }
`;
