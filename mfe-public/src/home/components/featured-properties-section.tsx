import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { FEATURED_PROPERTIES_COUNT } from '@app/contracts';
import { Button, VisuallyHidden } from '@app/ui';
import { useCompanyProfile } from '../../company/api/company-profile-query';
import { CardGrid, Container, Section, SectionHeader } from '../../shared/components/page-layout';
import { Island } from '../../islands/island';
import { VideoFacade } from '../../shared/components/video-facade';
import { useFeaturedProperties } from '../api/featured-properties-query';
import { PropertyCard, PropertyCardSkeleton } from '../../properties/components/property-card';

export function FeaturedPropertiesSection() {
  const properties = useFeaturedProperties();
  const { featuredVideos } = useCompanyProfile();

  return (
    <Section id="properties" aria-labelledby="properties-title" aria-busy={properties.isPending}>
      <Container>
        <SectionHeader
          id="properties-title"
          eyebrow="Our Portfolio"
          title="Featured Properties"
          description="A selection of the homes we manage across Singapore, from family HDB flats to prime residences."
        />
        {properties.isPending && <VisuallyHidden role="status">Loading featured properties</VisuallyHidden>}
        {properties.isError ? (
          <StyledNotice role="status">Featured properties are unavailable right now. Please check back shortly.</StyledNotice>
        ) : (
          <CardGrid $columns={4}>
            {properties.data
              ? properties.data.map((property) => (
                  <li key={property.id}>
                    <PropertyCard property={property} />
                  </li>
                ))
              : Array.from({ length: FEATURED_PROPERTIES_COUNT }, (_, index) => (
                  <li key={index}>
                    <PropertyCardSkeleton />
                  </li>
                ))}
          </CardGrid>
        )}
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
      </Container>
    </Section>
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
