import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type EnquiryListQueryInput, INBOX_ENDPOINTS } from '@app/contracts';
import { endpointQuery } from '@app/web';

/** One page of the filtered list; the previous page stays on screen while the next loads. */
export function useEnquiries(query: EnquiryListQueryInput) {
  return useQuery({ ...endpointQuery(INBOX_ENDPOINTS.enquiries, { query }), placeholderData: keepPreviousData });
}

/** Staff members an enquiry can be assigned to. */
export function useStaff() {
  return useQuery(endpointQuery(INBOX_ENDPOINTS.staff));
}
