import { ENQUIRY_STATUSES, type EnquiryExportQueryInput, type EnquiryListQueryInput, type EnquiryStatus } from '@app/contracts';

/**
 * The list's filters, kept in the address bar so a filtered list can be bookmarked, shared and gone back to. The page's
 * cursor sits beside them in the address (cursorFromParams); changed filters leave it out: their first page.
 */
export type ListFilters = { q: string; status: string; service: string; assignee: string; from: string; to: string };

const FILTER_NAMES = ['q', 'status', 'service', 'assignee', 'from', 'to'] as const;

export function filtersFrom(params: URLSearchParams): ListFilters {
  const text = (name: (typeof FILTER_NAMES)[number]) => params.get(name) ?? '';
  return {
    q: text('q'),
    status: text('status'),
    service: text('service'),
    assignee: text('assignee'),
    from: text('from'),
    to: text('to'),
  };
}

/** The address bar's search parameters for these filters, on their first page: empty ones are left out. */
export function searchParamsOf(filters: ListFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of FILTER_NAMES) if (filters[name]) params.set(name, filters[name]);
  return params;
}

const isStatus = (value: string): value is EnquiryStatus => (ENQUIRY_STATUSES as readonly string[]).includes(value);

/** The API query of the export: every enquiry these filters find. */
export function exportQueryOf(filters: ListFilters): EnquiryExportQueryInput {
  return {
    q: filters.q || undefined,
    status: isStatus(filters.status) ? filters.status : undefined,
    service: filters.service || undefined,
    assignee: filters.assignee || undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
  };
}

/** The API query of one page of the list: the page at `cursor` (the first page without one). */
export function listQueryOf(filters: ListFilters, cursor: Pick<EnquiryListQueryInput, 'after' | 'before'>, pageSize: number): EnquiryListQueryInput {
  return { ...exportQueryOf(filters), ...cursor, pageSize };
}

export const hasFilters = (filters: ListFilters) => FILTER_NAMES.some((name) => filters[name] !== '');
