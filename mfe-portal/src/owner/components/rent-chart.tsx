import { useId } from 'react';
import styled from 'styled-components';
import { formatCents, monthLabel, type RentSeriesPoint } from '@app/contracts';
import { VisuallyHidden } from '@app/ui';
import { rentChartUrl } from '../api/owner-queries';

const SERIES = [
  { key: 'rentDueCents', label: 'Rent due' },
  { key: 'rentReceivedCents', label: 'Rent received' },
  { key: 'netCents', label: 'Net to you' },
] as const;

/**
 * One of the owner's charts: the SVG the server draws from the figures (`unit`: a unit's id, or `all`), shown as an
 * image that needs no script to read, and the same figures as a table for screen readers.
 */
export function RentChart({ title, unit, months }: { title: string; unit: string; months: readonly RentSeriesPoint[] }) {
  const captionId = useId();
  return (
    <StyledFigure aria-labelledby={captionId}>
      <figcaption id={captionId}>{title}</figcaption>
      <img src={rentChartUrl(unit)} alt={`Bar chart of rent due, rent received and net to you for ${title}, month by month; the figures follow in a table.`} />
      <VisuallyHidden as="div">
        <RentFiguresTable title={title} months={months} />
      </VisuallyHidden>
    </StyledFigure>
  );
}

/** The chart's figures, a row per month. */
function RentFiguresTable({ title, months }: { title: string; months: readonly RentSeriesPoint[] }) {
  return (
    <table>
      <caption>{title}</caption>
      <thead>
        <tr>
          <th scope="col">Month</th>
          {SERIES.map(({ key, label }) => (
            <th key={key} scope="col">
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {months.map((month) => (
          <tr key={month.month}>
            <th scope="row">{monthLabel(month.month)}</th>
            {SERIES.map(({ key }) => (
              <td key={key}>{formatCents(month[key])}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const StyledFigure = styled.figure`
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[2]};

  figcaption {
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }

  img {
    width: 100%;
    max-width: 30rem;
    height: auto;
    aspect-ratio: 480 / 280;
  }
`;
