import { screen, within } from '@testing-library/react';
import { renderWithUi } from '@app/ui/testing';
import type { RentSeriesPoint } from '@app/contracts';
import { axisTicks, RentChart } from './rent-chart';

const months: RentSeriesPoint[] = [
  { month: '2026-12', rentDueCents: 320000, rentReceivedCents: 320000, netCents: 288000 },
  { month: '2027-01', rentDueCents: 320000, rentReceivedCents: 160000, netCents: 128000 },
  { month: '2027-02', rentDueCents: 320000, rentReceivedCents: 0, netCents: -18050 },
];

describe('RentChart', () => {
  it('gives screen readers the figures as a table, a row per Singapore month, in S$', () => {
    renderWithUi(<RentChart title="All your units, last 12 months" months={months} />);

    const table = screen.getByRole('table', { name: 'All your units, last 12 months' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Month', 'Rent due', 'Rent received', 'Net to you'],
      ['December 2026', 'S$3,200.00', 'S$3,200.00', 'S$2,880.00'],
      ['January 2027', 'S$3,200.00', 'S$1,600.00', 'S$1,280.00'],
      ['February 2027', 'S$3,200.00', 'S$0.00', '−S$180.50'],
    ]);
    expect(screen.getByRole('figure', { name: 'All your units, last 12 months' })).toBeInTheDocument();
  });

  it('draws a bar per figure, as tall as its amount, with labelled axes and the year under its first month', () => {
    const { container } = renderWithUi(<RentChart title="Total" months={months} />);
    const svg = container.querySelector('svg')!;
    const bar = (month: string, series: string) => svg.querySelector(`[data-month="${month}"] rect.${series}`)!;
    const height = (month: string, series: string) => Number(bar(month, series).getAttribute('height'));

    expect(svg.querySelectorAll('rect')).toHaveLength(9);
    expect(height('2027-01', 'received') * 2).toBeCloseTo(height('2027-01', 'due'), 5);
    expect(height('2027-02', 'received')).toBe(0);
    expect(Number(bar('2027-02', 'net').getAttribute('y'))).toBeGreaterThan(Number(bar('2027-01', 'net').getAttribute('y')));
    expect(bar('2027-01', 'received').querySelector('title')).toHaveTextContent('January 2027, rent received: S$1,600.00');
    const texts = [...svg.querySelectorAll('text')].map((text) => text.textContent);
    expect(texts).toEqual(expect.arrayContaining(['Dec', 'Jan', 'Feb', '2026', '2027', 'Amount (S$)', 'Month (Singapore time)', 'S$0', 'S$4,000', '−S$1,000']));
    expect(svg).toHaveAttribute('aria-hidden', 'true');
  });

  it('chooses round ticks from below the lowest figure to above the highest, and two when everything is 0', () => {
    expect(axisTicks(months)).toEqual([-100000, 0, 100000, 200000, 300000, 400000]);
    expect(axisTicks([{ month: '2027-01', rentDueCents: 0, rentReceivedCents: 0, netCents: 0 }])).toEqual([0, 5000]);
  });
});
