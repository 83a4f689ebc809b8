import { Fragment } from 'react';
import styled, { createGlobalStyle } from 'styled-components';
import { MAINTENANCE_CATEGORY_LABELS, monthLabel, type OwnerStatement, type StatementTotals, type StatementUnit } from '@app/contracts';
import { formatDollars as money, formatDateTime, formatSingaporeDay } from '@app/web';

/** On paper only the statement shows: the page's header, navigation and buttons are left out. */
const PrintOnlyTheStatement = createGlobalStyle`
  @media print {
    body * { visibility: hidden; }
    [data-statement], [data-statement] * { visibility: visible; }
    [data-statement] { position: absolute; inset: 0 auto auto 0; width: 100%; padding: 0; color: #000; background: #fff; }
    [data-statement] table { page-break-inside: avoid; }
  }
`;

/**
 * An owner's statement as a document that prints (the browser's print, or save as PDF): per unit, the rent of each
 * lease in the month, the repairs done in it with their cost, the management fee and the net amount; then the totals.
 */
export function StatementDocument({ statement }: { statement: OwnerStatement }) {
  const title = `Statement for ${monthLabel(statement.month)}`;
  return (
    <StyledDocument data-statement aria-label={title}>
      <PrintOnlyTheStatement />
      <header>
        <h2>{title}</h2>
        <p>
          {statement.ownerName} ·{' '}
          {statement.final && statement.generatedAt
            ? `issued ${formatDateTime(statement.generatedAt)}`
            : 'this month so far: not final until the 1st of next month'}
        </p>
      </header>
      {statement.units.length === 0 && <p>No units were linked to you this month.</p>}
      {statement.units.map((unit) => (
        <section key={unit.unit} aria-label={unit.unit}>
          <h3>{unit.unit}</h3>
          {unit.behindNote && <p role="note">{unit.behindNote}</p>}
          <table>
            <caption>
              Rent, repairs and our fee ({unit.managementFeePercent}% of the rent {unit.feeBasis === 'received' ? 'received' : 'due'})
            </caption>
            <tbody>
              {unit.rent.length === 0 && (
                <tr>
                  <th scope="row">No lease this month</th>
                  <td>{money(0)}</td>
                </tr>
              )}
              {unit.rent.map((line) => (
                <tr key={`${line.leaseStart}-${line.leaseEnd}`}>
                  <th scope="row">
                    Rent, lease {formatSingaporeDay(line.leaseStart)} to {formatSingaporeDay(line.leaseEnd)} ({money(line.monthlyRent)} a month, {line.days}{' '}
                    days)
                  </th>
                  <td>{money(line.rentDue)}</td>
                </tr>
              ))}
              <ReceivedLines lines={unit} />
              {unit.repairs.map((repair) => (
                <tr key={repair.reference}>
                  <th scope="row">
                    Repair {repair.reference}, {MAINTENANCE_CATEGORY_LABELS[repair.category]}, done {formatSingaporeDay(repair.doneOn)}
                  </th>
                  <td>−{money(repair.cost)}</td>
                </tr>
              ))}
              <tr>
                <th scope="row">Management fee</th>
                <td>−{money(unit.managementFee)}</td>
              </tr>
              {unit.gst !== undefined && statement.gstRegistration ? (
                <tr>
                  <th scope="row">GST on the fee (9%)</th>
                  <td>−{money(unit.gst)}</td>
                </tr>
              ) : null}
              <tr>
                <th scope="row">Net for this unit</th>
                <td>{money(unit.net)}</td>
              </tr>
            </tbody>
          </table>
          <DepositRefunds refunds={unit.depositRefunds ?? []} />
        </section>
      ))}
      <section aria-label="Totals">
        <h3>Totals</h3>
        <dl>
          {totalLines(statement.totals, statement.gstRegistration ?? null).map(([label, amount]) => (
            <Fragment key={label}>
              <dt>{label}</dt>
              <dd>{money(amount)}</dd>
            </Fragment>
          ))}
        </dl>
        {statement.gstRegistration && <p>GST registration number {statement.gstRegistration}</p>}
      </section>
    </StyledDocument>
  );
}

/** Deposits refunded to the unit's tenants in the month (issue 34): shown beside the rent, not part of the net. */
function DepositRefunds({ refunds }: { refunds: NonNullable<StatementUnit['depositRefunds']> }) {
  if (refunds.length === 0) return null;
  return (
    <table>
      <caption>Deposit refunded to the tenant (not part of the net)</caption>
      <tbody>
        {refunds.map((line) => (
          <tr key={`${line.refundedOn}-${line.deposit}`}>
            <th scope="row">
              Deposit refund on {line.refundedOn}: deposit {money(line.deposit)} held by {line.heldBy.toLowerCase()}, less deductions {money(line.deductions)}
            </th>
            <td>{money(line.refund)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** On rent received (issue 31): what was received in the month and what is still unpaid at its end. Absent from older statements. */
function ReceivedLines({ lines }: { lines: Pick<StatementUnit, 'rentReceived' | 'arrearsCarriedForward'> }) {
  if (lines.rentReceived === undefined) return null;
  return (
    <>
      <tr>
        <th scope="row">Rent received</th>
        <td>{money(lines.rentReceived)}</td>
      </tr>
      <tr>
        <th scope="row">Arrears carried forward (unpaid at the month’s end)</th>
        <td>{money(lines.arrearsCarriedForward ?? 0)}</td>
      </tr>
    </>
  );
}

/** The totals' lines: on rent received with what was received, the arrears and GST; an older statement as it was made. */
function totalLines(totals: StatementTotals, gstRegistration: string | null): Array<[string, number]> {
  const received: Array<[string, number | undefined]> = [
    ['Rent due', totals.rentDue],
    ['Rent received', totals.rentReceived],
    ['Arrears carried forward', totals.arrearsCarriedForward],
    ['Repair costs', totals.repairCosts],
    ['Management fee', totals.managementFee],
    ['GST on the fee', gstRegistration ? totals.gst : undefined],
    ['Net amount', totals.net],
  ];
  return received.filter((line): line is [string, number] => line[1] !== undefined);
}

const StyledDocument = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.spacing[4]};

  h2,
  h3,
  p {
    margin: 0;
  }

  table {
    width: 100%;
    border-collapse: collapse;
  }

  caption {
    text-align: left;
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
    padding-bottom: ${({ theme }) => theme.spacing[1]};
  }

  th,
  td {
    padding: ${({ theme }) => theme.spacing[1]} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: top;
  }

  th {
    text-align: left;
    font-weight: normal;
  }

  td {
    text-align: right;
    white-space: nowrap;
    padding-left: ${({ theme }) => theme.spacing[3]};
  }

  tr:last-child th,
  tr:last-child td {
    font-weight: bold;
  }

  dl {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: ${({ theme }) => theme.spacing[1]} ${({ theme }) => theme.spacing[3]};
    margin: 0;
  }

  dd {
    margin: 0;
    text-align: right;
  }

  dt:last-of-type,
  dd:last-of-type {
    font-weight: bold;
  }
`;
