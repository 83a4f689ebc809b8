import { type ReactNode } from 'react';
import styled from 'styled-components';
import { withoutBullets } from '@app/ui';

/** Height of the fixed header: the page's top padding and the offset of in-page anchors. */
export const HEADER_HEIGHT = '4.5rem';

export const Container = styled.div`
  width: 100%;
  max-width: 75rem;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.spacing[4]};

  ${({ theme }) => theme.media.md} {
    padding: 0 ${({ theme }) => theme.spacing[6]};
  }
`;

export type SectionTone = 'plain' | 'muted' | 'dark';

/** A full-width band of a page; `id` makes it an anchor that clears the fixed header. */
export const Section = styled.section<{ $tone?: SectionTone }>`
  padding: ${({ theme }) => `${theme.spacing[12]} 0`};
  scroll-margin-top: ${HEADER_HEIGHT};
  background: ${({ theme, $tone = 'plain' }) => ({ plain: theme.colors.background, muted: theme.colors.surface, dark: theme.colors.primary })[$tone]};
  color: ${({ theme, $tone }) => ($tone === 'dark' ? theme.colors.onPrimary : theme.colors.text)};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `${theme.spacing[16]} 0`};
  }
`;

interface SectionHeaderProps {
  /** The heading's id, which its section names itself by (aria-labelledby). */
  id: string;
  title: ReactNode;
  eyebrow?: ReactNode;
  description?: ReactNode;
  align?: 'center' | 'start';
  /** The tone of the section it heads: on a dark band the title is light and the eyebrow the accent. */
  tone?: SectionTone;
}

export function SectionHeader({ id, title, eyebrow, description, align = 'center', tone = 'plain' }: SectionHeaderProps) {
  return (
    <StyledSectionHeader $align={align} $dark={tone === 'dark'}>
      {eyebrow && <StyledEyebrow>{eyebrow}</StyledEyebrow>}
      <StyledTitle id={id}>{title}</StyledTitle>
      {description && <StyledDescription>{description}</StyledDescription>}
    </StyledSectionHeader>
  );
}

interface HeadedSectionProps extends Omit<SectionHeaderProps, 'id' | 'align'> {
  /** The heading's id, which the section names itself by. */
  titleId: string;
  /** Makes the section an anchor of its page. */
  id?: string;
  /** Marks the section busy while its content loads. */
  busy?: boolean;
  children: ReactNode;
}

/** A band of a page headed by its centred SectionHeader, its content below in the page's Container. */
export function HeadedSection({ id, titleId, tone, busy, children, ...header }: HeadedSectionProps) {
  return (
    <Section id={id} $tone={tone} aria-labelledby={titleId} aria-busy={busy}>
      <Container>
        <SectionHeader id={titleId} tone={tone} {...header} />
        {children}
      </Container>
    </Section>
  );
}

const StyledSectionHeader = styled.div<{ $align: 'center' | 'start'; $dark: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: ${({ $align }) => ($align === 'center' ? 'center' : 'flex-start')};
  gap: ${({ theme }) => theme.spacing[3]};
  max-width: 48rem;
  margin: ${({ $align }) => ($align === 'center' ? '0 auto' : '0')};
  margin-bottom: ${({ theme }) => theme.spacing[10]};
  text-align: ${({ $align }) => ($align === 'center' ? 'center' : 'left')};

  ${({ theme, $dark }) =>
    $dark &&
    `
    h2 {
      color: ${theme.colors.onPrimary};
    }

    p {
      color: ${theme.colors.accent};
    }
  `}
`;

const StyledEyebrow = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.accentText};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

const StyledTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize['3xl']};

  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.typography.fontSize['4xl']};
  }
`;

const StyledDescription = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.typography.fontSize.lg};
`;

/** A responsive grid of cards: one column on phones, up to `columns` on wide screens. */
export const CardGrid = styled.ul<{ $columns?: 2 | 3 | 4 }>`
  display: grid;
  gap: ${({ theme }) => theme.spacing[6]};
  grid-template-columns: 1fr;
  ${withoutBullets}

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(${({ $columns = 3 }) => $columns}, minmax(0, 1fr));
  }
`;

/** The centred row of a section's closing call to action, e.g. 'View All Articles'. */
export const SectionActions = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.spacing[10]};
`;
