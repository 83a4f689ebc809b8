import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { HERO } from '@app/content';
import { Button } from '@app/ui';
import { Container } from '../../shared/components/page-layout';

export function HeroSection() {
  return (
    <StyledHero aria-labelledby="hero-title">
      <StyledHeroGrid>
        <StyledCopy>
          <StyledEyebrow>Singapore · HDB · Condominium · Co-Living · Luxury</StyledEyebrow>
          <StyledTitle id="hero-title">{HERO.title}</StyledTitle>
          <StyledSubtitle>{HERO.subtitle}</StyledSubtitle>
          <StyledActions>
            <StyledPrimaryButton as={Link} to="/contact" size="lg">
              Contact Us
            </StyledPrimaryButton>
            <Button as={Link} to="/services" size="lg" variant="outline">
              Our Services
            </Button>
          </StyledActions>
        </StyledCopy>
        <StyledIllustration
          src="/images/hero.svg"
          alt="Illustration of Singapore homes: an HDB block, a condominium tower and a landed house by the harbour"
          width={640}
          height={520}
          fetchPriority="high"
        />
      </StyledHeroGrid>
    </StyledHero>
  );
}

const StyledHero = styled.section`
  background: linear-gradient(160deg, ${({ theme }) => theme.colors.surface} 0%, ${({ theme }) => theme.colors.accentSubtle} 100%);
`;

const StyledHeroGrid = styled(Container)`
  display: grid;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[8]};
  padding-top: ${({ theme }) => theme.spacing[12]};
  padding-bottom: ${({ theme }) => theme.spacing[12]};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 1.1fr 1fr;
    padding-top: ${({ theme }) => theme.spacing[20]};
    padding-bottom: ${({ theme }) => theme.spacing[20]};
  }
`;

const StyledCopy = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing[5]};
`;

const StyledEyebrow = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.accentText};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
  letter-spacing: 0.04em;
`;

const StyledTitle = styled.h1`
  margin: 0;
  font-size: 2.25rem;

  ${({ theme }) => theme.media.md} {
    font-size: 3.25rem;
  }
`;

const StyledSubtitle = styled.p`
  max-width: 36rem;
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typography.fontSize.lg};
  line-height: ${({ theme }) => theme.typography.lineHeight.relaxed};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing[3]};
`;

const StyledPrimaryButton = styled(Button)`
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const StyledIllustration = styled.img`
  width: 100%;
  height: auto;
`;
