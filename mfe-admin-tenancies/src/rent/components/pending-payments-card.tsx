import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatCents, PAYMENT_METHOD_LABELS, type PendingPayment, RejectPaymentSchema } from '@app/contracts';
import { Button, Card, CardContent, CardHeading, PagedResults, usePageParam } from '@app/ui';
import { errorMessage, formatDateTime, formatSingaporeDay, pagedState, toast } from '@app/web';
import { RequestPhotos } from '@app/domain-ui';
import { rentAccountPath } from '../../shared/paths';
import { useConfirmPayment, usePendingPayments, useRejectPayment } from '../api/rent-queries';
import { QueueList } from './queue-list';
import { ReasonDialog } from './reason-dialog';

/** The tenants' "I've paid" notes waiting for staff, the longest waiting first, each with its screenshot, to confirm or reject. */
export function PendingPaymentsCard() {
  const [page, showPage] = usePageParam('waiting');
  const pending = usePendingPayments(page);
  return (
    <Card>
      <CardHeading
        title="Waiting for confirmation"
        description="Check each against the bank account before you confirm it: confirming allocates it and e-mails the tenant a receipt."
      />
      <CardContent>
        <PagedResults
          state={pagedState(pending)}
          subject="the payments waiting for confirmation"
          onPage={showPage}
          empty={<p>No payment is waiting for confirmation.</p>}
        >
          {(items) => (
            <StyledQueue>
              {items.map((payment) => (
                <PendingPaymentItem key={payment.id} payment={payment} />
              ))}
            </StyledQueue>
          )}
        </PagedResults>
      </CardContent>
    </Card>
  );
}

function PendingPaymentItem({ payment }: { payment: PendingPayment }) {
  const confirm = useConfirmPayment();
  const title = `${formatCents(payment.amountCents)} from ${payment.tenantName}`;
  return (
    <li aria-label={title}>
      <div>
        <strong>{title}</strong>
        <span>
          <Link to={rentAccountPath(payment.tenancyId)}>{payment.unit}</Link>
        </span>
        <span>
          Paid {formatSingaporeDay(payment.paidOn)} by {PAYMENT_METHOD_LABELS[payment.method]}
          {payment.reference ? `, reference ${payment.reference}` : ''}
          {payment.chargeReference ? ` · for ${payment.chargeReference}` : ''}
        </span>
        <small>Told us {formatDateTime(payment.createdAt)}</small>
      </div>
      {payment.screenshot ? <RequestPhotos photos={[payment.screenshot]} label="Payment screenshot" /> : <small>No screenshot</small>}
      <StyledActions>
        <Button
          disabled={confirm.isPending}
          onClick={() =>
            confirm.mutate(payment.id, {
              onSuccess: (result) => toast({ title: `Confirmed ${formatCents(result.payment.amountCents)} from ${payment.tenantName}` }),
            })
          }
        >
          {confirm.isPending ? 'Confirming...' : 'Confirm'}
        </Button>
        <RejectDialog payment={payment} />
        {confirm.isError && <p role="alert">Could not confirm: {errorMessage(confirm.error)}</p>}
      </StyledActions>
    </li>
  );
}

/** Rejecting asks why: the tenant sees the reason beside their note. */
function RejectDialog({ payment }: { payment: PendingPayment }) {
  const reject = useRejectPayment();
  return (
    <ReasonDialog
      trigger={<Button variant="outline">Reject</Button>}
      title={`Reject ${formatCents(payment.amountCents)} from ${payment.tenantName}?`}
      description="The tenant sees your reason."
      schema={RejectPaymentSchema}
      action={reject}
      send={(reason, close) =>
        reject.mutate(
          { paymentId: payment.id, reason },
          {
            onSuccess: () => {
              toast({ title: `Rejected ${formatCents(payment.amountCents)} from ${payment.tenantName}` });
              close();
            },
          },
        )
      }
      failure="Could not reject"
      submitLabel="Reject payment"
      pendingLabel="Rejecting..."
      submitVariant="destructive"
    />
  );
}

const StyledQueue = styled(QueueList)`
  margin: 0 0 ${({ theme }) => theme.spacing[4]};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing[2]};
`;
