import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatCents, PAYMENT_METHOD_LABELS, type PendingPayment, RejectPaymentSchema } from '@app/contracts';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Dialog,
  DialogContent,
  DialogFooter,
  DialogTrigger,
  FormField,
  PagedResults,
  usePageParam,
  Textarea,
} from '@app/ui';
import { checkFields, errorMessage, formatDateTime, formatSingaporeDay, pagedState, toast, useCheckedForm } from '@app/web';
import { RequestPhotos } from '@app/domain-ui';
import { rentAccountPath } from '../../shared/paths';
import { useConfirmPayment, usePendingPayments, useRejectPayment } from '../api/rent-queries';

/** The tenants' "I've paid" notes waiting for staff, the longest waiting first, each with its screenshot, to confirm or reject. */
export function PendingPaymentsCard() {
  const [page, showPage] = usePageParam('waiting');
  const pending = usePendingPayments(page);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Waiting for confirmation</CardTitle>
        <CardDescription>Check each against the bank account before you confirm it: confirming allocates it and e-mails the tenant a receipt.</CardDescription>
      </CardHeader>
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
  const [open, setOpen] = useState(false);
  const reject = useRejectPayment();
  const form = useCheckedForm({ initial: { reason: '' }, error: reject.error, check: (fields) => checkFields(RejectPaymentSchema, fields) });
  const submit = form.onSubmit(({ reason }) =>
    reject.mutate(
      { paymentId: payment.id, reason },
      {
        onSuccess: () => {
          toast({ title: `Rejected ${formatCents(payment.amountCents)} from ${payment.tenantName}` });
          setOpen(false);
        },
      },
    ),
  );
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">Reject</Button>
      </DialogTrigger>
      <DialogContent title={`Reject ${formatCents(payment.amountCents)} from ${payment.tenantName}?`} description="The tenant sees your reason.">
        <form onSubmit={submit} noValidate>
          <FormField label="Reason" required error={form.fieldError('reason')}>
            <Textarea rows={3} {...form.bind('reason')} />
          </FormField>
          {form.formError(['reason']) && <p role="alert">Could not reject: {errorMessage(reject.error)}</p>}
          <DialogFooter>
            <Button type="submit" variant="destructive" disabled={reject.isPending}>
              {reject.isPending ? 'Rejecting...' : 'Reject payment'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

const StyledQueue = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[4]};
  margin: 0 0 ${({ theme }) => theme.spacing[4]};
  padding: 0;
  list-style: none;

  > li {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.spacing[4]};
    justify-content: space-between;
    padding-bottom: ${({ theme }) => theme.spacing[4]};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }

  > li > div:first-child {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.spacing[1]};
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing[2]};
`;
