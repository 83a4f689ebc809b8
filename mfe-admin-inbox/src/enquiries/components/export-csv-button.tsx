import { endpointUrl, INBOX_ENDPOINTS } from '@app/contracts';
import { Button } from '@app/ui';
import { exportQueryOf, type ListFilters } from '../utils/list-filters';

/** Downloads every enquiry the current filters find, as CSV (the browser sends the session cookie). */
export function ExportCsvButton({ filters }: { filters: ListFilters }) {
  const query = exportQueryOf(filters);
  return (
    <Button as="a" variant="outline" href={endpointUrl(INBOX_ENDPOINTS.exportCsv, undefined, query)} download>
      Export CSV
    </Button>
  );
}
