import styled from 'styled-components';
import { PAGE_METADATA, PROCESS_STEPS, SERVICES, SERVICES_FAQ, WHY_CHOOSE } from '@app/content';
import { Card } from '@app/ui';
import { usePageMetadata } from '../../seo/use-page-metadata';
import { ClosingBanner } from '../../company/components/closing-banner';
import { FaqList } from '../../shared/components/faq-list';
import { CardGrid, Container, Section, SectionHeader } from '../../shared/components/page-layout';
import { PageHero } from '../../shared/components/page-hero';
import { ServiceSection } from './service-section';

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
      <Section $tone="dark" aria-labelledby="why-choose-title">
        <Container>
          <StyledDarkHeader>
            <SectionHeader id="why-choose-title" eyebrow="The Harbourline Difference" title="Why Choose Harbourline" />
          </StyledDarkHeader>
          <CardGrid>
            {WHY_CHOOSE.map((point) => (
              <li key={point.title}>
                <StyledPoint>
                  <h3>{point.title}</h3>
                  <p>{point.description}</p>
                </StyledPoint>
              </li>
            ))}
          </CardGrid>
        </Container>
      </Section>
      <Section aria-labelledby="process-title">
        <Container>
          <SectionHeader
            id="process-title"
            eyebrow="How It Works"
            title="Our Process"
            description="Four steps from the first conversation to a property that runs itself."
          />
          <StyledSteps>
            {PROCESS_STEPS.map((step, index) => (
              <li key={step.title}>
                <StyledStepNumber aria-hidden="true">{index + 1}</StyledStepNumber>
                <h3>{step.title}</h3>
                <p>{step.description}</p>
              </li>
            ))}
          </StyledSteps>
        </Container>
      </Section>
      <Section $tone="muted" aria-labelledby="faq-title">
        <Container>
          <SectionHeader id="faq-title" eyebrow="FAQ" title="Frequently Asked Questions" />
          <FaqList items={SERVICES_FAQ} />
        </Container>
      </Section>
      <ClosingBanner />
    </>
  );
}

const StyledDarkHeader = styled.div`
  h2 {
    color: ${({ theme }) => theme.colors.onPrimary};
  }

  p {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

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

const StyledSteps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.spacing[6]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }

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

const StyledStepNumber = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
`;
