import { CONTACT_ENDPOINTS, type ContactEnquiry, type ContactResult } from '@app/contracts';
import { callEndpoint } from '@app/web';
import { useRequest } from '../../shared/hooks/use-request';

export function sendEnquiry(body: ContactEnquiry): Promise<ContactResult> {
  return callEndpoint(CONTACT_ENDPOINTS.send, { body });
}

export function useSendEnquiry() {
  return useRequest(sendEnquiry);
}
