import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Property } from '@app/contracts';
import { Badge, RowList } from '@app/ui';
import { formatWholeNumber } from '@app/web';
import { MapPinIcon } from '../../shared/components/icons';
import { GridCard, GridCardBody, GridCardSkeleton } from '../../shared/components/grid-card';
import { CARD_IMAGE_SIZES, PostImage } from '../../shared/components/post-image';
import { listingPath } from '../utils/listing-text';

function bedroomsLabel(bedrooms: number): string {
  if (bedrooms === 0) return 'Studio';
  return `${bedrooms} ${bedrooms === 1 ? 'Bedroom' : 'Bedrooms'}`;
}

interface PropertyCardProps {
  property: Property;
  /** The rent and price line, on the /properties page. */
  price?: string;
  headingLevel?: 'h2' | 'h3';
}

/** A listing in a grid: cover photo, badge, title linking to its page, location, rooms, size and features. */
export function PropertyCard({ property, price, headingLevel = 'h3' }: PropertyCardProps) {
  const Heading = headingLevel;
  return (
    <GridCard as="article">
      <StyledMedia>
        <PostImage src={property.image} source={property.imageSource} sizes={CARD_IMAGE_SIZES} width={640} height={420} />
        {property.badge && <StyledBadge variant="primary">{property.badge}</StyledBadge>}
      </StyledMedia>
      <StyledBody>
        <Heading>
          <Link to={listingPath(property.slug)}>{property.title}</Link>
        </Heading>
        {price && <StyledPrice>{price}</StyledPrice>}
        <StyledLocation>
          <MapPinIcon aria-hidden="true" />
          {property.location}
        </StyledLocation>
        <StyledFacts $gap={4}>
          <li>{bedroomsLabel(property.bedrooms)}</li>
          <li>{formatWholeNumber(property.sizeSqft)} sqft</li>
        </StyledFacts>
        <p>{property.description}</p>
        <StyledFeatures $gap={2} $wrap aria-label="Features">
          {property.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </StyledFeatures>
      </StyledBody>
    </GridCard>
  );
}

export function PropertyCardSkeleton() {
  return <GridCardSkeleton imageRatio="32 / 21" Body={StyledBody} lines={SKELETON_LINES} />;
}

/** Title, price, location, description, features. */
const SKELETON_LINES = [{ width: '70%', height: '1.5rem' }, { width: '50%' }, { width: '60%' }, { height: '3rem' }, { height: '1.75rem' }];

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

const StyledBody = styled(GridCardBody)`
  gap: ${({ theme }) => theme.spacing[2]};
  padding: ${({ theme }) => theme.spacing[5]};

  h2,
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSize.lg};
  }

  h2 a,
  h3 a {
    color: inherit;
    text-decoration: none;
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
  }
`;

const StyledPrice = styled.span`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
`;

const StyledLocation = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[1]};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

const StyledFacts = styled(RowList)`
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
`;

const StyledFeatures = styled(RowList)`
  margin: auto 0 0;

  li {
    padding: 0.125rem ${({ theme }) => theme.spacing[2]};
    border-radius: ${({ theme }) => theme.radii.full};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.typography.fontSize.xs};
  }
`;
