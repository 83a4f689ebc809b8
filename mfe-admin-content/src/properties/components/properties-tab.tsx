import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PROPERTY_STATUS_LABELS, PROPERTY_TYPE_LABELS, type PropertyListing, type PropertyStatus } from '@app/contracts';
import { Badge, type BadgeVariant, Button, DataTable, Row, Stack, TableCell, TableRow, VisuallyHidden } from '@app/ui';
import { ContentListTab } from '../../shared/content-list-tab';
import { useDeleteProperty, useProperties } from '../api/property-queries';
import { PROPERTY_NOTICES } from './property-notices';

const STATUS_BADGES: Record<PropertyStatus, BadgeVariant> = {
  available: 'success',
  let: 'accent',
  sold: 'neutral',
  hidden: 'warning',
};

const COLUMNS = ['Listing', 'Type', 'District', 'Status', 'Home page', 'Actions'];

export const NEW_PROPERTY_PATH = '/admin/content/properties/new';
export const editPropertyPath = (id: string) => `/admin/content/properties/edit/${encodeURIComponent(id)}`;

/** The company's property listings a page at a time, newest first, searched and filtered on the server; add, edit and delete them. */
export function PropertiesTab() {
  const deleteProperty = useDeleteProperty();
  return (
    <Stack>
      <StyledToolbar>
        <p>Available and let listings appear on the website; sold and hidden ones do not.</p>
        <Button as={Link} to={NEW_PROPERTY_PATH}>
          Add Listing
        </Button>
      </StyledToolbar>
      <ContentListTab
        subject="property listings"
        label="Property listings"
        searchLabel="Search title, reference, address or district"
        statusLabels={PROPERTY_STATUS_LABELS}
        useItems={useProperties}
        unmatched="No listing matches this search and status."
        none="Add the first listing with Add Listing."
        deletion={{
          describe: (listing) => `the listing "${listing.title}" (${listing.reference}); its photos stay in the media library`,
          remove: deleteProperty,
          deleted: PROPERTY_NOTICES.deleted,
          failed: PROPERTY_NOTICES.deleteFailed,
        }}
      >
        {(listings, onDelete) => <PropertiesTable listings={listings} onDelete={onDelete} />}
      </ContentListTab>
    </Stack>
  );
}

function PropertiesTable({ listings, onDelete }: { listings: PropertyListing[]; onDelete: (listing: PropertyListing) => void }) {
  return (
    <DataTable columns={COLUMNS} caption={<VisuallyHidden as="caption">Property listings</VisuallyHidden>}>
      {listings.map((listing) => (
        <TableRow key={listing.id}>
          <TableCell>
            <StyledTitle>{listing.title}</StyledTitle>
            <StyledMuted>
              {listing.reference} · {listing.photos.length} {listing.photos.length === 1 ? 'photo' : 'photos'}
            </StyledMuted>
          </TableCell>
          <TableCell>{PROPERTY_TYPE_LABELS[listing.type]}</TableCell>
          <TableCell>{listing.district}</TableCell>
          <TableCell>
            <Badge variant={STATUS_BADGES[listing.status]}>{PROPERTY_STATUS_LABELS[listing.status]}</Badge>
          </TableCell>
          <TableCell>{listing.featured ? `Featured (order ${listing.featuredOrder})` : '—'}</TableCell>
          <TableCell>
            <Row $gap={2}>
              <Button as={Link} to={editPropertyPath(listing.id)} variant="outline" size="sm" aria-label={`Edit ${listing.title}`}>
                Edit
              </Button>
              <Button variant="outline" size="sm" onClick={() => onDelete(listing)} aria-label={`Delete ${listing.title}`}>
                Delete
              </Button>
            </Row>
          </TableCell>
        </TableRow>
      ))}
    </DataTable>
  );
}

const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[3]};

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const StyledTitle = styled.span`
  display: block;
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
`;

const StyledMuted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;
