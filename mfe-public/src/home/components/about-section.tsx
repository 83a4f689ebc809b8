import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ABOUT_INTRO, STRENGTHS } from '@app/content';
import { Button } from '@app/ui';
import { CheckIcon } from '../../shared/components/icons';
import { Container, Section } from '../../shared/components/page-layout';
import { useCompanyProfile } from '../../company/api/company-profile-query';

export function AboutSection() {
  const { foundedYear } = useCompanyProfile();

  return (
    <Section id="about" aria-labelledby="about-title">
      <StyledGrid>
        <StyledImage
          src="/images/about.svg"
          alt="Illustration of a Harbourline property manager handing keys to a new tenant"
          width={560}
          height={460}
          loading="lazy"
          decoding="async"
        />
        <StyledCopy>
          <StyledEyebrow>About Harbourline · Founded {foundedYear}</StyledEyebrow>
          <StyledTitle id="about-title">{ABOUT_INTRO.title}</StyledTitle>
          {ABOUT_INTRO.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <StyledStrengths>
            {STRENGTHS.map((strength) => (
              <li key={strength.title}>
                <StyledCheck aria-hidden="true">
                  <CheckIcon />
                </StyledCheck>
                <div>
                  <h3>{strength.title}</h3>
                  <p>{strength.description}</p>
                </div>
              </li>
            ))}
          </StyledStrengths>
          <Button as={Link} to="/about" size="lg">
            Learn More About Us
          </Button>
        </StyledCopy>
      </StyledGrid>
    </Section>
  );
}

const StyledGrid = styled(Container)`
  display: grid;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[10]};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 1fr 1.2fr;
  }
`;

const StyledImage = styled.img`
  width: 100%;
  height: auto;
`;

const StyledCopy = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing[4]};

  > p {
    margin: 0;
    line-height: ${({ theme }) => theme.typography.lineHeight.relaxed};
  }
`;

const StyledEyebrow = styled.p`
  && {
    color: ${({ theme }) => theme.colors.accentText};
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
    font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
    letter-spacing: 0.06em;
    text-transform: uppercase;
  }
`;

const StyledTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize['4xl']};
`;

const StyledStrengths = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing[4]};
  margin: ${({ theme }) => theme.spacing[2]} 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  li {
    display: flex;
    gap: ${({ theme }) => theme.spacing[3]};
  }

  h3 {
    margin: 0 0 ${({ theme }) => theme.spacing[1]};
    font-size: ${({ theme }) => theme.typography.fontSize.lg};
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
  }
`;

const StyledCheck = styled.span`
  display: flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 2rem;
  height: 2rem;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.accentSubtle};
  color: ${({ theme }) => theme.colors.accentText};
`;
