import { screen } from '@testing-library/react';
import type { OwnerStatement } from '@app/contracts';
import { renderWithUi } from '@app/ui/testing';
import { StatementDocument } from './statement-document';

const unit = {
  unit: '12 Amber Road #02-01',
  managementFeePercent: 10,
  rent: [{ leaseStart: '2026-01-01', leaseEnd: '2027-12-31', monthlyRent: 4000, days: 30, rentDue: 4000 }],
  repairs: [{ reference: 'MR-000042', category: 'plumbing' as const, doneOn: '2026-11-29', cost: 180.5 }],
  rentDue: 4000,
  repairCosts: 180.5,
  managementFee: 400,
  net: 3419.5,
};
const statement: OwnerStatement = {
  id: null,
  month: '2026-11',
  ownerName: 'Lim Wei Jie',
  generatedAt: null,
  final: false,
  units: [unit],
  totals: { rentDue: 4000, repairCosts: 180.5, managementFee: 400, net: 3419.5 },
};

describe('StatementDocument', () => {
  it('shows the days of its lines as the rest of the product does (en-SG), not as they are stored', () => {
    renderWithUi(<StatementDocument statement={statement} />);

    expect(screen.getByText(/Rent, lease 1 Jan 2026 to 31 Dec 2027/)).toBeInTheDocument();
    expect(screen.getByText(/Repair MR-000042, Plumbing, done 29 Nov 2026/)).toBeInTheDocument();
    expect(screen.queryByText(/2026-11-29|2026-01-01/)).toBeNull();
  });
});
