import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ABOUT_INTRO, STRENGTHS } from '@app/content';
import { Button, GridList } from '@app/ui';
import { CheckIcon } from '../../shared/components/icons';
import { Section } from '../../shared/components/page-layout';
import { useCompanyProfile } from '../../company/api/company-profile-query';
import { AboutGrid, AboutIllustration } from '../../company/components/about-illustration';
import { RoundBadge } from '../../shared/components/round-badge';

export function AboutSection() {
  const { foundedYear } = useCompanyProfile();

  return (
    <Section id="about" aria-labelledby="about-title">
      <AboutGrid $columns="1fr 1.2fr">
        <AboutIllustration />
        <StyledCopy>
          <StyledEyebrow>About Harbourline · Founded {foundedYear}</StyledEyebrow>
          <StyledTitle id="about-title">{ABOUT_INTRO.title}</StyledTitle>
          {ABOUT_INTRO.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <StyledStrengths $gap={4} $columns={{ sm: 2 }}>
            {STRENGTHS.map((strength) => (
              <li key={strength.title}>
                <RoundBadge $size="2rem" $tone="subtle" aria-hidden="true">
                  <CheckIcon />
                </RoundBadge>
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
      </AboutGrid>
    </Section>
  );
}

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

const StyledStrengths = styled(GridList)`
  margin: ${({ theme }) => theme.spacing[2]} 0;

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
