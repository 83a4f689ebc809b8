import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { pageTitle } from '@app/content';
import { CONTACT_ENDPOINTS, PROPERTY_MESSAGES, PROPERTY_STATUS_LABELS, type PublicPropertyListingDetail } from '@app/contracts';
import { Badge, Skeleton, Stack, TileGrid, VisuallyHidden } from '@app/ui';
import { ContactForm } from '../../contact/components/contact-form';
import { Island } from '../../islands/island';
import { usePageMetadata } from '../../seo/use-page-metadata';
import { ArrowLeftIcon, CheckIcon, MapPinIcon } from '../../shared/components/icons';
import { useFormProblem } from '../../shared/components/form-post-fields';
import { Container } from '../../shared/components/page-layout';
import { ReadProblemPage } from '../../shared/components/problem-page';
import { usePropertyListing } from '../api/property-queries';
import { factsText, mapLink, priceText } from '../utils/listing-text';
import { ListingAgentDetails, ListingSidePanel } from './listing-agent';
import { ListingGallery } from './listing-gallery';
import { BookViewingLink, ListingViewings } from './listing-viewings';

/** /properties/{slug}: one available or let listing, its photos, facts and features, and an enquiry about it. */
export function PropertyListingPage() {
  const { slug = '' } = useParams();
  const listing = usePropertyListing(slug);

  if (listing.isPending) return <ListingSkeleton />;
  if (listing.isError) {
    return (
      <ReadProblemPage
        error={listing.error}
        onRetry={() => listing.refetch()}
        titleId="listing-problem-title"
        notFound={{ title: 'Property Not Found', description: `${PROPERTY_MESSAGES.notFound}. It may have been let, sold or taken off the market.` }}
        failed={{ title: 'Error loading property', description: 'The listing could not be loaded. Please try again.' }}
        back={BACK_TO_PROPERTIES}
      />
    );
  }
  return <ListingDetails listing={listing.data} />;
}

function ListingDetails({ listing }: { listing: PublicPropertyListingDetail }) {
  const enquiryProblem = useFormProblem(CONTACT_ENDPOINTS.sendForm);
  usePageMetadata({ title: pageTitle(listing.title), description: `${listing.title} in ${listing.district}. ${listing.description}`.slice(0, 300) });
  return (
    <StyledListing aria-labelledby="listing-title">
      <Container>
        <StyledBack to="/properties">
          <ArrowLeftIcon aria-hidden="true" /> All properties
        </StyledBack>
        <StyledColumns>
          <StyledMainColumn>
            <ListingGallery title={listing.title} photos={listing.photos} fallbackImage={listing.fallbackImage} />
            <StyledBadges>
              <Badge variant={listing.status === 'available' ? 'success' : 'accent'}>{PROPERTY_STATUS_LABELS[listing.status]}</Badge>
              {listing.badge && <Badge variant="primary">{listing.badge}</Badge>}
              <Badge variant="outline">Ref. {listing.reference}</Badge>
            </StyledBadges>
            <StyledTitle id="listing-title">{listing.title}</StyledTitle>
            <StyledAddress>
              <MapPinIcon aria-hidden="true" />
              {listing.addressLine}, {listing.district}
              <a href={mapLink(listing)} target="_blank" rel="noopener noreferrer">
                View on map<VisuallyHidden> (opens Google Maps in a new tab)</VisuallyHidden>
              </a>
            </StyledAddress>
            <StyledPrice>{priceText(listing)}</StyledPrice>
            <StyledFacts>{factsText(listing)}</StyledFacts>
            <BookViewingLink slug={listing.slug} />
            <StyledDescription>{listing.description}</StyledDescription>
            {listing.features.length > 0 && (
              <section aria-labelledby="features-title">
                <h2 id="features-title">Features</h2>
                <StyledFeatures $min="14rem" $gap={2}>
                  {listing.features.map((feature) => (
                    <li key={feature}>
                      <CheckIcon aria-hidden="true" />
                      {feature}
                    </li>
                  ))}
                </StyledFeatures>
              </section>
            )}
          </StyledMainColumn>
          <Stack $gap={6}>
            <ListingAgentDetails agent={listing.agent} listing={listing} />
            <ListingViewings slug={listing.slug} />
            <StyledEnquiry aria-labelledby="enquiry-title">
              <h2 id="enquiry-title">Enquire About This Property</h2>
              <p>Ask for a viewing or more details. We reply within 24 hours on business days.</p>
              <Island
                name="contact-form"
                component={ContactForm}
                props={{
                  reading: 'page',
                  propertyReference: listing.reference,
                  initialMessage: `I am interested in "${listing.title}" (${listing.reference}). Please contact me about a viewing.`,
                  problem: enquiryProblem,
                }}
              />
            </StyledEnquiry>
          </Stack>
        </StyledColumns>
      </Container>
    </StyledListing>
  );
}

const BACK_TO_PROPERTIES = { to: '/properties', label: 'Back to Properties' };

function ListingSkeleton() {
  return (
    <StyledListing aria-busy="true">
      <VisuallyHidden role="status">Loading property</VisuallyHidden>
      <Container>
        <StyledMainColumn>
          <Skeleton height="auto" style={{ aspectRatio: '32 / 21' }} />
          <Skeleton width="60%" height="2.5rem" />
          <Skeleton width="40%" />
          <Skeleton height="5rem" />
        </StyledMainColumn>
      </Container>
    </StyledListing>
  );
}

const StyledListing = styled.article`
  padding: ${({ theme }) => `${theme.spacing[8]} 0 ${theme.spacing[12]}`};
`;

const StyledBack = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[2]};
  margin-bottom: ${({ theme }) => theme.spacing[6]};
`;

const StyledColumns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing[8]};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) 24rem;
    align-items: start;
  }
`;

const StyledMainColumn = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[4]};

  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing[3]};
    font-size: ${({ theme }) => theme.typography.fontSize.xl};
  }
`;

const StyledBadges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing[2]};
`;

const StyledTitle = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize['3xl']};
`;

const StyledAddress = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[2]};
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const StyledPrice = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.typography.fontSize['2xl']};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
`;

const StyledFacts = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
`;

const StyledDescription = styled.p`
  margin: 0;
  white-space: pre-line;
`;

const StyledFeatures = styled(TileGrid)`
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing[2]};
  }
`;

const StyledEnquiry = styled(ListingSidePanel)`
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;
