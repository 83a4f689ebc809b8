import styled from 'styled-components';
import { PAGE_METADATA, PROCESS_STEPS, SERVICES, SERVICES_FAQ, WHY_CHOOSE } from '@app/content';
import { Card, GridList } from '@app/ui';
import { usePageMetadata } from '../../seo/use-page-metadata';
import { ClosingBanner } from '../../company/components/closing-banner';
import { FaqSection } from '../../shared/components/faq-section';
import { HeadedSection } from '../../shared/components/page-layout';
import { PageHero } from '../../shared/components/page-hero';
import { TitledTextGrid } from '../../shared/components/titled-text-grid';
import { ServiceSection } from './service-section';
import { RoundBadge } from '../../shared/components/round-badge';

export function ServicesPage() {
  usePageMetadata(PAGE_METADATA.services);

  return (
    <>
      <PageHero
        eyebrow="Our Services"
        title="Property Services for Every Owner"
        description="Seven services for HDB flats, condominiums, co-living homes and luxury residences, from finding the right tenant to planning your next purchase."
      />
      {SERVICES.map((service, index) => (
        <ServiceSection key={service.id} service={service} reversed={index % 2 === 1} />
      ))}
      <HeadedSection titleId="why-choose-title" tone="dark" eyebrow="The Harbourline Difference" title="Why Choose Harbourline">
        <TitledTextGrid items={WHY_CHOOSE} Card={StyledPoint} />
      </HeadedSection>
      <HeadedSection
        titleId="process-title"
        eyebrow="How It Works"
        title="Our Process"
        description="Four steps from the first conversation to a property that runs itself."
      >
        <StyledSteps as="ol" $gap={6} $columns={{ sm: 2, lg: 4 }}>
          {PROCESS_STEPS.map((step, index) => (
            <li key={step.title}>
              <RoundBadge $size="2.5rem" $tone="accent" aria-hidden="true">
                {index + 1}
              </RoundBadge>
              <h3>{step.title}</h3>
              <p>{step.description}</p>
            </li>
          ))}
        </StyledSteps>
      </HeadedSection>
      <FaqSection titleId="faq-title" items={SERVICES_FAQ} />
      <ClosingBanner />
    </>
  );
}

const StyledPoint = styled(Card)`
  height: 100%;
  padding: ${({ theme }) => theme.spacing[6]};

  h3 {
    margin: 0 0 ${({ theme }) => theme.spacing[2]};
    font-size: ${({ theme }) => theme.typography.fontSize.xl};
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const StyledSteps = styled(GridList)`
  li {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: ${({ theme }) => theme.spacing[2]};
    padding: ${({ theme }) => theme.spacing[6]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
  }

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSize.xl};
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;
