import styled from 'styled-components';
import { type Property } from '@app/contracts';
import { Badge, EmptyState, media } from '@app/ui';
import { QueryStatus } from '@app/web';
import { useFeaturedProperties } from '../api/featured-properties-query';

/** The properties featured on the home page, as visitors see them. */
export function PropertiesTab() {
  const properties = useFeaturedProperties();
  return (
    <QueryStatus query={properties} subject="featured properties">
      {(items) =>
        items.length === 0 ? (
          <EmptyState title="No featured properties" headingLevel={2} />
        ) : (
          <StyledGrid aria-label="Featured properties">
            {items.map((property) => (
              <PropertyCard key={property.id} property={property} />
            ))}
          </StyledGrid>
        )
      }
    </QueryStatus>
  );
}

function PropertyCard({ property }: { property: Property }) {
  return (
    <StyledCard>
      <StyledImage src={property.image} alt="" loading="lazy" />
      <StyledBody>
        <Badge variant="accent">{property.badge}</Badge>
        <h2>{property.title}</h2>
        <StyledMuted>{property.location}</StyledMuted>
        <p>{property.description}</p>
        <StyledMuted>
          {property.bedrooms} {property.bedrooms === 1 ? 'bedroom' : 'bedrooms'} · {property.sizeSqft.toLocaleString('en-US')} sq ft
        </StyledMuted>
        <StyledFeatures aria-label={`Features of ${property.title}`}>
          {property.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </StyledFeatures>
      </StyledBody>
    </StyledCard>
  );
}

const StyledGrid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing[4]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.md} {
    grid-template-columns: repeat(2, 1fr);
  }
`;

const StyledCard = styled.li`
  display: flex;
  flex-direction: column;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  overflow: hidden;
`;

const StyledImage = styled.img`
  width: 100%;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing[2]};
  padding: ${({ theme }) => theme.spacing[4]};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSize.lg};
  }

  p {
    margin: 0;
  }
`;

const StyledMuted = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

const StyledFeatures = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: 0.125rem ${({ theme }) => theme.spacing[2]};
    border-radius: ${({ theme }) => theme.radii.full};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    font-size: ${({ theme }) => theme.typography.fontSize.xs};
  }
`;
