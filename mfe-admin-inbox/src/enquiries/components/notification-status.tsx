import type { EnquiryDetail } from '@app/contracts';
import { Button } from '@app/ui';
import { errorMessage, formatDateTime } from '@app/web';
import { useRetryNotification } from '../api/enquiry-query';

/** Whether staff were told of the enquiry by e-mail; a notification that failed for good can be sent again. */
export function NotificationStatus({ enquiry }: { enquiry: EnquiryDetail }) {
  const retry = useRetryNotification(enquiry.id);
  const { status, error, sentAt } = enquiry.notification;
  if (status === 'sent') return <p>Sent to staff{sentAt ? ` on ${formatDateTime(sentAt)}` : ''}.</p>;
  if (status === 'pending' || status === 'sending') return <p>Waiting to be sent{error ? ` (last attempt: ${error})` : ''}.</p>;
  if (status === 'not_configured') return <p>Not sent: outgoing mail (SMTP) is not configured for this site.</p>;
  return (
    <div>
      <p>Failed: {error ?? 'no reason was recorded'}</p>
      <Button variant="outline" size="sm" onClick={() => retry.mutate(undefined)} disabled={retry.isPending}>
        {retry.isPending ? 'Sending...' : 'Send again'}
      </Button>
      {retry.isError && <p role="alert">Could not send again: {errorMessage(retry.error)}</p>}
    </div>
  );
}
