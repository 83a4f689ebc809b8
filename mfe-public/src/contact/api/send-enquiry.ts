import { useMutation } from '@tanstack/react-query';
import { ContactResultSchema, type ContactEnquiry, type ContactResult } from '@app/contracts';
import { http } from '@app/web';

export function sendEnquiry(body: ContactEnquiry): Promise<ContactResult> {
  return http.post('/api/contact', body, { schema: ContactResultSchema });
}

export function useSendEnquiry() {
  return useMutation({ mutationFn: sendEnquiry });
}
