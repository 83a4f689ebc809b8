import { useId } from 'react';
import styled from 'styled-components';
import { formatCents, monthLabel, type RentSeriesPoint } from '@app/contracts';
import { VisuallyHidden } from '@app/ui';
import { formatShortMonth, formatWholeDollars } from '@app/web';

const SERIES = [
  { key: 'rentDueCents', className: 'due', label: 'Rent due' },
  { key: 'rentReceivedCents', className: 'received', label: 'Rent received' },
  { key: 'netCents', className: 'net', label: 'Net to you' },
] as const;

const WIDTH = 360;
const HEIGHT = 240;
const PLOT = { left: 66, right: 4, top: 10, bottom: 44 };
const PLOT_WIDTH = WIDTH - PLOT.left - PLOT.right;
const PLOT_HEIGHT = HEIGHT - PLOT.top - PLOT.bottom;

/** A round step (1, 2 or 5 times a power of ten) that cuts `span` into about four parts. */
function niceStep(span: number): number {
  const rough = span / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  return ([1, 2, 5, 10].find((factor) => factor * power >= rough) ?? 10) * power;
}

/** The axis's round ticks, from at most 0 to at least the largest figure (net may be below 0). */
export function axisTicks(months: readonly RentSeriesPoint[]): number[] {
  const values = months.flatMap((month) => SERIES.map(({ key }) => month[key]));
  const top = Math.max(0, ...values);
  const bottom = Math.min(0, ...values);
  const step = niceStep(top - bottom || 100_00);
  const first = Math.floor(bottom / step) * step;
  const count = Math.max(1, Math.ceil((top - first) / step));
  return Array.from({ length: count + 1 }, (_, index) => first + index * step);
}

/**
 * Rent due, rent received and net per month as grouped bars: plain SVG drawn from the figures, with labelled axes, S$
 * amounts and Singapore months, that needs no script once on the page (each bar's tooltip is its SVG title). Screen
 * readers get the same figures as a table instead.
 */
export function RentChart({ title, months }: { title: string; months: readonly RentSeriesPoint[] }) {
  const captionId = useId();
  const ticks = axisTicks(months);
  const low = ticks[0] ?? 0;
  const high = ticks.at(-1) ?? 1;
  const y = (cents: number) => PLOT.top + ((high - cents) / (high - low)) * PLOT_HEIGHT;
  const groupWidth = PLOT_WIDTH / Math.max(months.length, 1);
  const barWidth = (groupWidth * 0.8) / SERIES.length;

  return (
    <StyledFigure aria-labelledby={captionId}>
      <figcaption id={captionId}>{title}</figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true" focusable="false">
        {ticks.map((tick) => (
          <g key={tick} className="tick">
            <line x1={PLOT.left} x2={WIDTH - PLOT.right} y1={y(tick)} y2={y(tick)} className={tick === 0 ? 'zero' : 'grid'} />
            <text x={PLOT.left - 6} y={y(tick)} dy="0.32em" textAnchor="end">
              {formatWholeDollars(tick)}
            </text>
          </g>
        ))}
        {months.map((month, index) => {
          const groupX = PLOT.left + index * groupWidth + groupWidth * 0.1;
          return (
            <g key={month.month} data-month={month.month}>
              {SERIES.map(({ key, className, label }, seriesIndex) => (
                <rect
                  key={key}
                  className={className}
                  x={groupX + seriesIndex * barWidth}
                  y={Math.min(y(month[key]), y(0))}
                  width={barWidth - 1}
                  height={Math.abs(y(0) - y(month[key]))}
                >
                  <title>{`${monthLabel(month.month)}, ${label.toLowerCase()}: ${formatCents(month[key])}`}</title>
                </rect>
              ))}
              <text x={groupX + (groupWidth * 0.8) / 2} y={HEIGHT - PLOT.bottom + 16} textAnchor="middle">
                {formatShortMonth(month.month)}
              </text>
              {(index === 0 || month.month.endsWith('-01')) && (
                <text x={groupX + (groupWidth * 0.8) / 2} y={HEIGHT - PLOT.bottom + 30} textAnchor="middle" className="year">
                  {month.month.slice(0, 4)}
                </text>
              )}
            </g>
          );
        })}
        <text className="axis-title" transform={`translate(9 ${PLOT.top + PLOT_HEIGHT / 2}) rotate(-90)`} textAnchor="middle">
          Amount (S$)
        </text>
        <text className="axis-title" x={PLOT.left + PLOT_WIDTH / 2} y={HEIGHT - 2} textAnchor="middle">
          Month (Singapore time)
        </text>
      </svg>
      <StyledLegend aria-hidden="true">
        {SERIES.map(({ key, className, label }) => (
          <li key={key}>
            <span className={`swatch ${className}`} />
            {label}
          </li>
        ))}
      </StyledLegend>
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

  svg {
    width: 100%;
    max-width: 30rem;
    height: auto;
    font-size: 10px;
    fill: ${({ theme }) => theme.colors.muted};
  }

  .grid {
    stroke: ${({ theme }) => theme.colors.border};
  }

  .zero {
    stroke: ${({ theme }) => theme.colors.borderStrong};
  }

  .axis-title,
  .year {
    fill: ${({ theme }) => theme.colors.text};
  }

  .year {
    font-size: 9px;
  }

  .due {
    fill: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
  }

  .received {
    fill: ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.accent};
  }

  .net {
    fill: ${({ theme }) => theme.colors.success};
    background: ${({ theme }) => theme.colors.success};
  }
`;

const StyledLegend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};

  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing[2]};
  }

  .swatch {
    width: 12px;
    height: 12px;
    border-radius: 2px;
  }
`;
