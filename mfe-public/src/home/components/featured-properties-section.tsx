import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { FEATURED_PROPERTIES_COUNT } from '@app/contracts';
import { Button } from '@app/ui';
import { useCompanyProfile } from '../../company/api/company-profile-query';
import { HeadedSection } from '../../shared/components/page-layout';
import { QueryCardGrid } from '../../shared/components/query-card-grid';
import { Island } from '../../islands/island';
import { VideoFacade } from '../../shared/components/video-facade';
import { useFeaturedProperties } from '../api/featured-properties-query';
import { PropertyCard, PropertyCardSkeleton } from '../../properties/components/property-card';

export function FeaturedPropertiesSection() {
  const properties = useFeaturedProperties();
  const { featuredVideos } = useCompanyProfile();

  return (
    <HeadedSection
      id="properties"
      titleId="properties-title"
      busy={properties.isPending}
      eyebrow="Our Portfolio"
      title="Featured Properties"
      description="A selection of the homes we manage across Singapore, from family HDB flats to prime residences."
    >
      <QueryCardGrid
        query={properties}
        loadingLabel="Loading featured properties"
        error={<StyledNotice role="status">Featured properties are unavailable right now. Please check back shortly.</StyledNotice>}
        placeholders={FEATURED_PROPERTIES_COUNT}
        placeholder={<PropertyCardSkeleton />}
        renderCard={(property) => <PropertyCard property={property} />}
        columns={4}
      />
      <StyledViewAll>
        <Button as={Link} to="/properties" variant="outline">
          View All Properties
        </Button>
      </StyledViewAll>
      <StyledVideos aria-labelledby="videos-title">
        <StyledVideosTitle id="videos-title">See Us at Work</StyledVideosTitle>
        <StyledVideoGrid>
          {featuredVideos.map((video) => (
            <Island
              key={video.youtubeId}
              name="video-facade"
              id={`video-${video.youtubeId}`}
              component={VideoFacade}
              props={{ youtubeId: video.youtubeId, title: video.title }}
            />
          ))}
        </StyledVideoGrid>
      </StyledVideos>
    </HeadedSection>
  );
}

const StyledNotice = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.spacing[6]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.muted};
  text-align: center;
`;

const StyledViewAll = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.spacing[8]};
`;

const StyledVideos = styled.section`
  margin-top: ${({ theme }) => theme.spacing[12]};
`;

const StyledVideosTitle = styled.h3`
  margin: 0 0 ${({ theme }) => theme.spacing[5]};
  font-size: ${({ theme }) => theme.typography.fontSize['2xl']};
  text-align: center;
`;

const StyledVideoGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing[6]};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;
