import styled from 'styled-components';
import type { Property } from '@app/contracts';
import { Badge, Card, Skeleton } from '@app/ui';
import { FallbackImage } from '../../shared/components/fallback-image';
import { MapPinIcon } from '../../shared/components/icons';

const sqft = new Intl.NumberFormat('en-SG');

function bedroomsLabel(bedrooms: number): string {
  if (bedrooms === 0) return 'Studio';
  return `${bedrooms} ${bedrooms === 1 ? 'Bedroom' : 'Bedrooms'}`;
}

export function PropertyCard({ property }: { property: Property }) {
  return (
    <StyledPropertyCard as="article">
      <StyledMedia>
        <FallbackImage src={property.image} alt={`${property.title}, ${property.location}`} width={640} height={420} />
        <StyledBadge variant="primary">{property.badge}</StyledBadge>
      </StyledMedia>
      <StyledBody>
        <h3>{property.title}</h3>
        <StyledLocation>
          <MapPinIcon aria-hidden="true" />
          {property.location}
        </StyledLocation>
        <StyledFacts>
          <li>{bedroomsLabel(property.bedrooms)}</li>
          <li>{sqft.format(property.sizeSqft)} sqft</li>
        </StyledFacts>
        <p>{property.description}</p>
        <StyledFeatures aria-label="Features">
          {property.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </StyledFeatures>
      </StyledBody>
    </StyledPropertyCard>
  );
}

export function PropertyCardSkeleton() {
  return (
    <StyledPropertyCard aria-hidden="true">
      <Skeleton height="auto" radius="none" style={{ aspectRatio: '32 / 21' }} />
      <StyledBody>
        <Skeleton width="70%" height="1.5rem" />
        <Skeleton width="50%" />
        <Skeleton width="60%" />
        <Skeleton height="3rem" />
        <Skeleton height="1.75rem" />
      </StyledBody>
    </StyledPropertyCard>
  );
}

const StyledPropertyCard = styled(Card)`
  height: 100%;
`;

const StyledMedia = styled.div`
  position: relative;
  aspect-ratio: 32 / 21;
  background: ${({ theme }) => theme.colors.surfaceMuted};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const StyledBadge = styled(Badge)`
  position: absolute;
  top: ${({ theme }) => theme.spacing[3]};
  left: ${({ theme }) => theme.spacing[3]};
`;

const StyledBody = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[2]};
  padding: ${({ theme }) => theme.spacing[5]};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSize.lg};
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
  }
`;

const StyledLocation = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[1]};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

const StyledFacts = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.spacing[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
`;

const StyledFeatures = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing[2]};
  margin: auto 0 0;
  padding: 0;
  list-style: none;

  li {
    padding: 0.125rem ${({ theme }) => theme.spacing[2]};
    border-radius: ${({ theme }) => theme.radii.full};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.typography.fontSize.xs};
  }
`;
