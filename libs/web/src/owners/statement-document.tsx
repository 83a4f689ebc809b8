import styled, { createGlobalStyle } from 'styled-components';
import { MAINTENANCE_CATEGORY_LABELS, monthLabel, type OwnerStatement } from '@app/contracts';
import { formatDateTime, formatMoney } from '../format';

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
          <table>
            <caption>Rent, repairs and our fee ({unit.managementFeePercent}% of the rent due)</caption>
            <tbody>
              {unit.rent.length === 0 && (
                <tr>
                  <th scope="row">No lease this month</th>
                  <td>{formatMoney(0)}</td>
                </tr>
              )}
              {unit.rent.map((line) => (
                <tr key={`${line.leaseStart}-${line.leaseEnd}`}>
                  <th scope="row">
                    Rent, lease {line.leaseStart} to {line.leaseEnd} ({formatMoney(line.monthlyRent)} a month, {line.days} days)
                  </th>
                  <td>{formatMoney(line.rentDue)}</td>
                </tr>
              ))}
              {unit.repairs.map((repair) => (
                <tr key={repair.reference}>
                  <th scope="row">
                    Repair {repair.reference}, {MAINTENANCE_CATEGORY_LABELS[repair.category]}, done {repair.doneOn}
                  </th>
                  <td>−{formatMoney(repair.cost)}</td>
                </tr>
              ))}
              <tr>
                <th scope="row">Management fee</th>
                <td>−{formatMoney(unit.managementFee)}</td>
              </tr>
              <tr>
                <th scope="row">Net for this unit</th>
                <td>{formatMoney(unit.net)}</td>
              </tr>
            </tbody>
          </table>
        </section>
      ))}
      <section aria-label="Totals">
        <h3>Totals</h3>
        <dl>
          <dt>Rent due</dt>
          <dd>{formatMoney(statement.totals.rentDue)}</dd>
          <dt>Repair costs</dt>
          <dd>{formatMoney(statement.totals.repairCosts)}</dd>
          <dt>Management fee</dt>
          <dd>{formatMoney(statement.totals.managementFee)}</dd>
          <dt>Net amount</dt>
          <dd>{formatMoney(statement.totals.net)}</dd>
        </dl>
      </section>
    </StyledDocument>
  );
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
