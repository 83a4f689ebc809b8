import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PROPERTY_STATUS_LABELS, PROPERTY_TYPE_LABELS, type PropertyListing, type PropertyStatus } from '@app/contracts';
import {
  Badge,
  type BadgeVariant,
  Button,
  EmptyState,
  PagedResults,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableHeaderCell,
  TableRow,
  VisuallyHidden,
} from '@app/ui';
import { pagedState } from '@app/web';
import { DeleteItemDialog } from '../../shared/delete-item-dialog';
import { PagedListFilters, usePagedListQuery } from '../../shared/paged-list-filters';
import { useDeleteProperty, useProperties } from '../api/property-queries';
import { PROPERTY_NOTICES } from './property-notices';

const STATUS_BADGES: Record<PropertyStatus, BadgeVariant> = {
  available: 'success',
  let: 'accent',
  sold: 'neutral',
  hidden: 'warning',
};

const PAGE_SIZE = 25;

export const NEW_PROPERTY_PATH = '/admin/content/properties/new';
export const editPropertyPath = (id: string) => `/admin/content/properties/edit/${encodeURIComponent(id)}`;

/** The company's property listings a page at a time, newest first, searched and filtered on the server; add, edit and delete them. */
export function PropertiesTab() {
  const { query, search, filterStatus, goTo } = usePagedListQuery<PropertyStatus>(PROPERTY_STATUS_LABELS);
  const properties = useProperties({ ...query, pageSize: PAGE_SIZE });
  const deleteProperty = useDeleteProperty();
  const [deleting, setDeleting] = useState<PropertyListing | null>(null);
  return (
    <StyledTab>
      <StyledToolbar>
        <p>Available and let listings appear on the website; sold and hidden ones do not.</p>
        <Button as={Link} to={NEW_PROPERTY_PATH}>
          Add Listing
        </Button>
      </StyledToolbar>
      <PagedListFilters
        label="Property listings"
        searchLabel="Search title, reference, address or district"
        statusLabels={PROPERTY_STATUS_LABELS}
        status={query.status}
        q={query.q}
        onSearch={search}
        onStatus={filterStatus}
      />
      <PagedResults
        state={pagedState(properties)}
        subject="property listings"
        onPage={goTo}
        empty={
          query.q || query.status ? (
            <EmptyState title="No property listings found" description="No listing matches this search and status." headingLevel={2} />
          ) : (
            <EmptyState title="No property listings yet" description="Add the first listing with Add Listing." headingLevel={2} />
          )
        }
      >
        {(items) => <PropertiesTable listings={items} onDelete={setDeleting} />}
      </PagedResults>
      <DeleteItemDialog
        item={deleting}
        describe={(listing) => `the listing "${listing.title}" (${listing.reference}); its photos stay in the media library`}
        remove={deleteProperty}
        deleted={PROPERTY_NOTICES.deleted}
        failed={PROPERTY_NOTICES.deleteFailed}
        onClose={() => setDeleting(null)}
      />
    </StyledTab>
  );
}

function PropertiesTable({ listings, onDelete }: { listings: PropertyListing[]; onDelete: (listing: PropertyListing) => void }) {
  return (
    <TableContainer>
      <Table>
        <VisuallyHidden as="caption">Property listings</VisuallyHidden>
        <TableHead>
          <TableRow>
            <TableHeaderCell>Listing</TableHeaderCell>
            <TableHeaderCell>Type</TableHeaderCell>
            <TableHeaderCell>District</TableHeaderCell>
            <TableHeaderCell>Status</TableHeaderCell>
            <TableHeaderCell>Home page</TableHeaderCell>
            <TableHeaderCell>Actions</TableHeaderCell>
          </TableRow>
        </TableHead>
        <TableBody>
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
                <StyledActions>
                  <Button as={Link} to={editPropertyPath(listing.id)} variant="outline" size="sm" aria-label={`Edit ${listing.title}`}>
                    Edit
                  </Button>
                  <Button variant="outline" size="sm" onClick={() => onDelete(listing)} aria-label={`Delete ${listing.title}`}>
                    Delete
                  </Button>
                </StyledActions>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

const StyledTab = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[4]};
`;

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

const StyledActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing[2]};
`;
