import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type EnquiryDetail, type EnquiryStatus, INBOX_ENDPOINTS, type ReplyToEnquiryInput } from '@app/contracts';
import { callEndpoint, endpointQuery, invalidate } from '@app/web';

const enquiryQuery = (id: string) => endpointQuery(INBOX_ENDPOINTS.enquiry, { params: { id } });

export function useEnquiry(id: string) {
  return useQuery(enquiryQuery(id));
}

/**
 * A change to one enquiry: the answer is the enquiry as it now stands, shown at once; the list and the counts
 * (sidebar, dashboard) refetch.
 */
function useEnquiryChange<V>(id: string, change: (variables: V) => Promise<EnquiryDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (detail) => {
      queryClient.setQueryData(enquiryQuery(id).queryKey, detail);
      invalidate(queryClient, INBOX_ENDPOINTS.enquiries, INBOX_ENDPOINTS.counts);
    },
  });
}

export function useChangeStatus(id: string) {
  return useEnquiryChange(id, (status: EnquiryStatus) => callEndpoint(INBOX_ENDPOINTS.changeStatus, { params: { id }, body: { status } }));
}

export function useAssign(id: string) {
  return useEnquiryChange(id, (assigneeId: string | null) => callEndpoint(INBOX_ENDPOINTS.assign, { params: { id }, body: { assigneeId } }));
}

export function useAddNote(id: string) {
  return useEnquiryChange(id, (text: string) => callEndpoint(INBOX_ENDPOINTS.addNote, { params: { id }, body: { text } }));
}

export function useRetryNotification(id: string) {
  return useEnquiryChange(id, () => callEndpoint(INBOX_ENDPOINTS.retryNotification, { params: { id } }));
}

export function useReply(id: string) {
  return useEnquiryChange(id, (reply: ReplyToEnquiryInput) => callEndpoint(INBOX_ENDPOINTS.reply, { params: { id }, body: reply }));
}
