import { type Subscriber, SUBSCRIBER_STATUS_LABELS } from '@app/contracts';
import { Badge, DataTable, TableCell, TableRow } from '@app/ui';
import { formatDateTime } from '@app/web';
import { MarketingConsents } from '../../marketing/components/marketing-consents';

const COLUMNS = ['E-mail', 'Status', 'Subscribed', 'Confirmed', 'Unsubscribed', 'Marketing consent', 'Phone (marketing)'];
const VARIANT = { pending: 'warning', confirmed: 'success', unsubscribed: 'neutral' } as const;

const when = (value: string | null) => (value ? formatDateTime(value) : '–');

export function SubscribersTable({ subscribers }: { subscribers: Subscriber[] }) {
  return (
    <DataTable columns={COLUMNS}>
      {subscribers.map((subscriber) => (
        <TableRow key={subscriber.id}>
          <TableCell>{subscriber.email}</TableCell>
          <TableCell>
            <Badge variant={VARIANT[subscriber.status]}>{SUBSCRIBER_STATUS_LABELS[subscriber.status]}</Badge>
          </TableCell>
          <TableCell>{when(subscriber.consentedAt)}</TableCell>
          <TableCell>{when(subscriber.confirmedAt)}</TableCell>
          <TableCell>{when(subscriber.unsubscribedAt)}</TableCell>
          <TableCell>
            <MarketingConsents consents={subscriber.marketingConsents} />
            {subscriber.emailOptedOutAt ? <Badge variant="neutral">E-mail opt-out {formatDateTime(subscriber.emailOptedOutAt)}</Badge> : null}
          </TableCell>
          <TableCell>{subscriber.marketingPhone ?? '–'}</TableCell>
        </TableRow>
      ))}
    </DataTable>
  );
}
