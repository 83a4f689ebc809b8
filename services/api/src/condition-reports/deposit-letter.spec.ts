import type { Deduction, Deposit } from '@app/contracts';
import { depositLetter } from './deposit-letter';

const evidence = {
  conditionItemId: null,
  maintenanceRequestId: null,
  repairReportedOn: null,
  moveInCondition: null,
  moveOutCondition: null,
  note: '',
  photos: [],
  moveInPhotos: [],
} satisfies Omit<Deduction['evidence'], 'label'>;

const deposit = (deductions: Deduction[]): Deposit => ({
  tenancyId: 't1',
  unit: '12 Marine Parade Road #08-12',
  tenantName: 'Siti Rahmah',
  amountCents: 300_000,
  holder: 'company',
  receivedOn: '2026-01-01',
  handbackOn: '2026-12-31',
  refundDeadlineOn: '2027-01-14',
  deductions,
  deductedCents: deductions.reduce((sum, deduction) => sum + deduction.amountCents, 0),
  refundCents: 300_000 - deductions.reduce((sum, deduction) => sum + deduction.amountCents, 0),
  refundedOn: '2027-01-05',
  carryOvers: [],
});

const deduction = (amountCents: number, reason: string, shown: Partial<Deduction['evidence']> & { label: string }): Deduction => ({
  id: reason,
  amountCents,
  reason,
  createdAt: '2027-01-02T00:00:00.000Z',
  evidence: { ...evidence, ...shown },
});

describe('the deposit disposition letter', () => {
  it('gives a deduction against a repair request its evidence: the request, the day it was made and its description', () => {
    const { body } = depositLetter(
      deposit([
        deduction(12_000, 'Tap replaced after misuse', {
          label: 'MR-1042 (Plumbing repair)',
          maintenanceRequestId: 'r1',
          repairReportedOn: '2026-03-03',
          note: 'Kitchen tap <snapped> off',
        }),
      ]),
    );
    expect(body).toContain(
      '<tr><td>Tap replaced after misuse</td><td>MR-1042 (Plumbing repair)<br>Repair request made 3 Mar 2026.<br>Kitchen tap &#60;snapped&#62; off</td><td>S$120.00</td></tr>',
    );
    expect(body).toContain('<strong>Refund: S$2,880.00</strong>, made on 5 Jan 2027.');
  });

  it('gives a move-out item its conditions at both ends', () => {
    const { body } = depositLetter(
      deposit([
        deduction(45_000, 'Sofa cushion replacement', {
          label: 'Living room: Sofa',
          conditionItemId: 'i1',
          moveInCondition: 'good',
          moveOutCondition: 'damaged',
          note: 'Cushion torn',
        }),
      ]),
    );
    expect(body).toContain('Living room: Sofa<br>Move-in: Good; move-out: Damaged.<br>Cushion torn');
    expect(body).not.toContain('Repair request');
  });
});
