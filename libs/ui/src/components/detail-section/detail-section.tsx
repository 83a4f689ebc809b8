import { type ReactNode } from 'react';
import styled from 'styled-components';

/** A titled part of a record's detail page: its h2 and content stacked, headings at the large size. */
export const DetailSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[3]};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSize.lg};
  }
`;

export interface TitledDetailSectionProps {
  /** The heading's id, which names the section for screen readers. */
  id: string;
  title: ReactNode;
  children: ReactNode;
}

/** A DetailSection headed by its h2 `title`, which is also the region's accessible name. */
export function TitledDetailSection({ id, title, children }: TitledDetailSectionProps) {
  return (
    <DetailSection aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </DetailSection>
  );
}
