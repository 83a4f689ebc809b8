import { screen, within } from '@testing-library/react';
import { renderWithUi } from '@app/ui/testing';
import type { RentSeriesPoint } from '@app/contracts';
import { RentChart } from './rent-chart';

const months: RentSeriesPoint[] = [
  { month: '2026-12', rentDueCents: 320000, rentReceivedCents: 320000, netCents: 288000 },
  { month: '2027-01', rentDueCents: 320000, rentReceivedCents: 160000, netCents: 128000 },
  { month: '2027-02', rentDueCents: 320000, rentReceivedCents: 0, netCents: -18050 },
];

describe('RentChart', () => {
  it('gives screen readers the figures as a table, a row per Singapore month, in S$', () => {
    renderWithUi(<RentChart title="All your units, last 12 months" unit="all" months={months} />);

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

  it('shows the chart the server draws for the unit, as an image with a text alternative', () => {
    renderWithUi(<RentChart title="12 Marine Parade Road #08-12" unit="0b9e1c3a-1f57-4d8e-9c1b-1a2b3c4d5e6f" months={months} />);

    const image = screen.getByRole('img', { name: /rent due, rent received and net to you for 12 Marine Parade Road #08-12/ });
    expect(image).toHaveAttribute('src', '/api/portal/owner/rent-charts/0b9e1c3a-1f57-4d8e-9c1b-1a2b3c4d5e6f');
  });
});
