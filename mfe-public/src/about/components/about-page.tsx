import styled from 'styled-components';
import { COMPANY_STORY, MISSION_AND_VALUES, PAGE_METADATA } from '@app/content';
import { Card } from '@app/ui';
import { useCompanyProfile } from '../../company/api/company-profile-query';
import { usePageMetadata } from '../../seo/use-page-metadata';
import { AboutGrid, AboutIllustration } from '../../company/components/about-illustration';
import { ClosingBanner } from '../../company/components/closing-banner';
import { HeadedSection, Section, SectionHeader } from '../../shared/components/page-layout';
import { PageHero } from '../../shared/components/page-hero';
import { ServicesList } from '../../shared/components/services-list';
import { TitledTextGrid } from '../../shared/components/titled-text-grid';

export function AboutPage() {
  usePageMetadata(PAGE_METADATA.about);
  const { foundedYear } = useCompanyProfile();

  return (
    <>
      <PageHero
        eyebrow={`Founded in Singapore in ${foundedYear}`}
        title="About Harbourline"
        description="A property management and asset progression company for owners of HDB flats, condominiums, co-living homes and luxury residences."
      />
      <Section aria-labelledby="story-title">
        <AboutGrid $columns="1.3fr 1fr">
          <div>
            <SectionHeader id="story-title" eyebrow="Who We Are" title={COMPANY_STORY.title} align="start" />
            <StyledStory>
              {COMPANY_STORY.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </StyledStory>
          </div>
          <AboutIllustration />
        </AboutGrid>
      </Section>
      <HeadedSection titleId="values-title" tone="muted" eyebrow="What Drives Us" title="Mission & Values">
        <TitledTextGrid items={MISSION_AND_VALUES} Card={StyledValueCard} />
      </HeadedSection>
      <ServicesList withViewMore />
      <ClosingBanner />
    </>
  );
}

const StyledStory = styled.div`
  margin-top: -${({ theme }) => theme.spacing[6]};

  p {
    margin: 0 0 ${({ theme }) => theme.spacing[4]};
    font-size: ${({ theme }) => theme.typography.fontSize.lg};
    line-height: ${({ theme }) => theme.typography.lineHeight.relaxed};
  }
`;

const StyledValueCard = styled(Card)`
  height: 100%;
  padding: ${({ theme }) => theme.spacing[8]};
  border-top: 4px solid ${({ theme }) => theme.colors.accent};

  h3 {
    margin: 0 0 ${({ theme }) => theme.spacing[3]};
    font-size: ${({ theme }) => theme.typography.fontSize['2xl']};
  }

  p {
    margin: 0;
    line-height: ${({ theme }) => theme.typography.lineHeight.relaxed};
  }
`;
