import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ServiceId } from '@app/contracts';
import { SERVICES, SERVICES_INTRO } from '@app/content';
import { Button, VisuallyHidden } from '@app/ui';
import { GridCard, GridCardBody } from '../../shared/components/grid-card';
import { CardGrid, HeadedSection } from '../../shared/components/page-layout';

/** The six services the home grid links to (SPEC §2); tenant placement is in the list further down. */
const GRID_SERVICE_IDS: readonly ServiceId[] = ['property-management', 'co-living', 'coliving-operations', 'luxury', 'asset-progression', 'maintenance'];

const GRID_SERVICES = SERVICES.filter((service) => GRID_SERVICE_IDS.includes(service.id));

export function ServicesGrid() {
  return (
    <HeadedSection
      id="services"
      titleId="services-title"
      tone="muted"
      eyebrow="What We Do"
      title={SERVICES_INTRO.title}
      description={SERVICES_INTRO.description}
    >
      <CardGrid>
        {GRID_SERVICES.map((service) => (
          <li key={service.id}>
            <GridCard>
              <StyledImage src={service.image} alt="" width={400} height={240} loading="lazy" decoding="async" />
              <StyledBody>
                <h3>{service.title}</h3>
                <p>{service.description}</p>
                <Button as={Link} to={`/services#${service.id}`} variant="outline">
                  Learn More<VisuallyHidden> about {service.title}</VisuallyHidden>
                </Button>
              </StyledBody>
            </GridCard>
          </li>
        ))}
      </CardGrid>
    </HeadedSection>
  );
}

const StyledImage = styled.img`
  width: 100%;
  height: auto;
  aspect-ratio: 5 / 3;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.accentSubtle};
`;

const StyledBody = styled(GridCardBody)`
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing[3]};
  padding: ${({ theme }) => theme.spacing[6]};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSize.xl};
  }

  p {
    margin: 0 0 auto;
    color: ${({ theme }) => theme.colors.muted};
  }
`;
