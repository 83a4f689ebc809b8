import { useSearchParams } from 'react-router-dom';
import { canExportAndErase, DEFAULT_ENQUIRY_PAGE_SIZE } from '@app/contracts';
import { AdminPage, Card, CardContent, cursorFromParams, TitledCardHeader, EmptyState, PagedResults } from '@app/ui';
import { pagedState, useCurrentUser } from '@app/web';
import { OptOutForm } from '../../marketing/components/opt-out-form';
import { ErasureForm } from '../../privacy/components/erasure-form';
import { useEnquiries } from '../api/enquiries-query';
import { filtersFrom, hasFilters, type ListFilters, listQueryOf, searchParamsOf } from '../utils/list-filters';
import { EnquiriesTable } from './enquiries-table';
import { EnquiryFilters } from './enquiry-filters';
import { ExportCsvButton } from './export-csv-button';

/**
 * The inbox: every enquiry from the website, newest first, with the time left to keep the reply promise, and the
 * form that records a marketing opt-out. Admins also export the filtered list and erase an address's data.
 */
export function EnquiriesPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const user = useCurrentUser();
  const handlesPersonalData = user ? canExportAndErase(user.role) : false;
  const show = (next: ListFilters) => setParams(searchParamsOf(next));

  return (
    <AdminPage>
      <Card>
        <TitledCardHeader title="Enquiries" description="Messages sent through the website. We promise a reply within 24 business hours (Singapore time).">
          {handlesPersonalData && <ExportCsvButton filters={filters} />}
        </TitledCardHeader>
        <CardContent>
          <EnquiryFilters key={filters.q} filters={filters} onChange={show} />
          <EnquiriesList filters={filters} cursor={cursorFromParams(params)} />
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <OptOutForm />
        </CardContent>
      </Card>
      {handlesPersonalData && (
        <Card>
          <CardContent>
            <ErasureForm />
          </CardContent>
        </Card>
      )}
    </AdminPage>
  );
}

function EnquiriesList({ filters, cursor }: { filters: ListFilters; cursor: ReturnType<typeof cursorFromParams> }) {
  const enquiries = useEnquiries(listQueryOf(filters, cursor, DEFAULT_ENQUIRY_PAGE_SIZE));
  const filtered = hasFilters(filters);
  return (
    <PagedResults
      state={pagedState(enquiries)}
      subject="enquiries"
      empty={
        <EmptyState
          headingLevel={2}
          title={filtered ? 'No enquiries match these filters' : 'No enquiries yet'}
          description={filtered ? 'Try other filters or clear them.' : 'Messages sent through the contact form will appear here.'}
        />
      }
    >
      {(items) => <EnquiriesTable enquiries={items} />}
    </PagedResults>
  );
}
