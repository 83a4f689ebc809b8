import { useSearchParams } from 'react-router-dom';
import { DEFAULT_ENQUIRY_PAGE_SIZE } from '@app/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, EmptyState } from '@app/ui';
import { QueryStatus } from '@app/web';
import { useEnquiries } from '../api/enquiries-query';
import { filtersFrom, hasFilters, type ListFilters, listQueryOf, searchParamsOf } from '../utils/list-filters';
import { EnquiriesTable } from './enquiries-table';
import { EnquiryFilters } from './enquiry-filters';
import { Pagination } from './pagination';

/** The inbox: every enquiry from the website, newest first, with the time left to keep the reply promise. */
export function EnquiriesPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const enquiries = useEnquiries(listQueryOf(filters, DEFAULT_ENQUIRY_PAGE_SIZE));
  const show = (next: ListFilters) => setParams(searchParamsOf(next));

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h1">Enquiries</CardTitle>
        <CardDescription>Messages sent through the website. We promise a reply within 24 business hours (Singapore time).</CardDescription>
      </CardHeader>
      <CardContent>
        <EnquiryFilters key={filters.q} filters={filters} onChange={show} />
        <QueryStatus query={enquiries} subject="enquiries">
          {(page) =>
            page.total === 0 ? (
              <EmptyState
                headingLevel={2}
                title={hasFilters(filters) ? 'No enquiries match these filters' : 'No enquiries yet'}
                description={hasFilters(filters) ? 'Try other filters or clear them.' : 'Messages sent through the contact form will appear here.'}
              />
            ) : (
              <>
                <EnquiriesTable enquiries={page.items} />
                <Pagination page={page.page} pageSize={page.pageSize} total={page.total} onPage={(next) => show({ ...filters, page: next })} />
              </>
            )
          }
        </QueryStatus>
      </CardContent>
    </Card>
  );
}
