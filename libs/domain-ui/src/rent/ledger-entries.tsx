import styled from 'styled-components';
import { formatCents, type LedgerEntry, PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS } from '@app/contracts';
import { formatSingaporeDay } from '@app/web';

/** What one line of a ledger is, in words. */
function entryText(entry: LedgerEntry): { what: string; detail: string | null } {
  switch (entry.type) {
    case 'charge':
      return {
        what: entry.charge.description,
        detail: `Reference ${entry.charge.reference} · ${entry.charge.openCents === 0 ? 'paid' : `${formatCents(entry.charge.openCents)} to pay`}`,
      };
    case 'payment': {
      const { payment } = entry;
      const reference = payment.reference ? ` · ${payment.reference}` : '';
      const rejected = payment.status === 'rejected' && payment.rejectionReason ? `: ${payment.rejectionReason}` : '';
      return { what: `Payment by ${PAYMENT_METHOD_LABELS[payment.method]}${reference}`, detail: `${PAYMENT_STATUS_LABELS[payment.status]}${rejected}` };
    }
    case 'credit':
      return { what: entry.credit.source === 'overpayment' ? 'Credit from an overpayment' : `Credit: ${entry.credit.reason}`, detail: null };
  }
}

/** A charge adds to what is owed; a payment or a credit takes from it (a pending or rejected payment does not, yet). */
function entryAmount(entry: LedgerEntry): string {
  if (entry.type === 'charge') return formatCents(entry.charge.amountCents);
  const cents = entry.type === 'payment' ? entry.payment.amountCents : entry.credit.amountCents;
  return `−${formatCents(cents)}`;
}

/**
 * A tenancy's ledger lines (charges, payments, credits) as a table, in the order given (the API sends newest first):
 * the day (Singapore), what it is, and the amount, a payment's status under it. The tenant's portal and staff's Rent area show it.
 */
export function LedgerEntries({ entries, caption }: { entries: LedgerEntry[]; caption: string }) {
  return (
    <StyledTable>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Date</th>
          <th scope="col">What</th>
          <th scope="col">Amount</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => {
          const { what, detail } = entryText(entry);
          return (
            <tr key={entry.id} data-type={entry.type}>
              <td>{formatSingaporeDay(entry.on)}</td>
              <td>
                {what}
                {detail && <small>{detail}</small>}
              </td>
              <td>{entryAmount(entry)}</td>
            </tr>
          );
        })}
      </tbody>
    </StyledTable>
  );
}

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};

  caption {
    text-align: left;
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
    padding-bottom: ${({ theme }) => theme.spacing[2]};
  }

  th {
    text-align: left;
    color: ${({ theme }) => theme.colors.muted};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }

  th,
  td {
    padding: ${({ theme }) => theme.spacing[2]};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: top;
  }

  th:first-child,
  td:first-child {
    padding-left: 0;
    white-space: nowrap;
  }

  th:last-child,
  td:last-child {
    padding-right: 0;
    text-align: right;
    white-space: nowrap;
  }

  small {
    display: block;
    color: ${({ theme }) => theme.colors.muted};
  }
`;
