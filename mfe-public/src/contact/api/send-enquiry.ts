import { useMutation } from '@tanstack/react-query';
import { CONTACT_ENDPOINTS, type ContactEnquiry, type ContactResult } from '@app/contracts';
import { callEndpoint } from '@app/web';

export function sendEnquiry(body: ContactEnquiry): Promise<ContactResult> {
  return callEndpoint(CONTACT_ENDPOINTS.send, { body });
}

export function useSendEnquiry() {
  return useMutation({ mutationFn: sendEnquiry });
}
