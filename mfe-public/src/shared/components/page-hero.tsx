import { type ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from './page-layout';

interface PageHeroProps {
  title: ReactNode;
  description?: ReactNode;
  eyebrow?: ReactNode;
  children?: ReactNode;
}

/** The banner at the top of an inner page, holding its one h1. */
export function PageHero({ title, description, eyebrow, children }: PageHeroProps) {
  return (
    <StyledPageHero aria-labelledby="page-title">
      <Container>
        {eyebrow && <StyledEyebrow>{eyebrow}</StyledEyebrow>}
        <StyledTitle id="page-title">{title}</StyledTitle>
        {description && <StyledDescription>{description}</StyledDescription>}
        {children}
      </Container>
    </StyledPageHero>
  );
}

const StyledPageHero = styled.section`
  padding: ${({ theme }) => `${theme.spacing[12]} 0`};
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.primary}, ${({ theme }) => theme.colors.primaryHover});
  color: ${({ theme }) => theme.colors.onPrimary};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `${theme.spacing[20]} 0`};
  }
`;

const StyledEyebrow = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing[3]};
  color: ${({ theme }) => theme.colors.accent};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

const StyledTitle = styled.h1`
  max-width: 48rem;
  margin: 0;
  color: inherit;
  font-size: ${({ theme }) => theme.typography.fontSize['4xl']};

  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.typography.fontSize['5xl']};
  }
`;

const StyledDescription = styled.p`
  max-width: 42rem;
  margin: ${({ theme }) => theme.spacing[4]} 0 0;
  font-size: ${({ theme }) => theme.typography.fontSize.lg};
  line-height: ${({ theme }) => theme.typography.lineHeight.relaxed};
`;
