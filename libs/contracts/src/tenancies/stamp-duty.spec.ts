import { lateStampingPenalty, leaseStampDuty, stampingDeadline } from './stamp-duty';
import { leaseMonths } from './lease-dates';

const lease = { marketMonthlyRentCents: null, monthlyChargesCents: 0 };

describe('lease stamp duty (IRAS)', () => {
  it('is 0.4% of the total rent of a staggered 3-year lease: 2,500, 3,000 and 3,500 a month give S$432', () => {
    const duty = leaseStampDuty({ ...lease, leaseStart: '2026-01-01', leaseEnd: '2028-12-31', yearlyMonthlyRentCents: [250_000, 300_000, 350_000] });
    expect(duty).toMatchObject({ months: 36, totalRentCents: 10_800_000, basis: 'total_rent', dutyCents: 43_200 });
  });

  it('rounds down to the dollar: 2 years at S$3,200 give S$307', () => {
    expect(leaseStampDuty({ ...lease, leaseStart: '2026-03-15', leaseEnd: '2028-03-14', yearlyMonthlyRentCents: [320_000] }).dutyCents).toBe(30_700);
  });

  it('is 0.4% of four years of the average annual rent past 4 years: 5 years at S$4,000 give S$768', () => {
    const duty = leaseStampDuty({ ...lease, leaseStart: '2026-01-01', leaseEnd: '2030-12-31', yearlyMonthlyRentCents: [400_000] });
    expect(duty).toMatchObject({ averageAnnualRentCents: 4_800_000, basis: 'four_years_average', dutyCents: 76_800 });
  });

  it('exempts an average annual rent of S$1,000 or less, and not a cent more', () => {
    const year = { ...lease, leaseStart: '2026-01-01', leaseEnd: '2026-12-31' };
    expect(leaseStampDuty({ ...year, yearlyMonthlyRentCents: [8_333] })).toMatchObject({ basis: 'exempt', dutyCents: 0 });
    expect(leaseStampDuty({ ...year, yearlyMonthlyRentCents: [8_334] }).basis).toBe('total_rent');
  });

  it('takes the higher market rent and adds service, maintenance and furniture charges', () => {
    const year = { leaseStart: '2026-01-01', leaseEnd: '2026-12-31', yearlyMonthlyRentCents: [300_000] };
    expect(leaseStampDuty({ ...year, marketMonthlyRentCents: 350_000, monthlyChargesCents: 0 }).dutyCents).toBe(16_800);
    expect(leaseStampDuty({ ...year, marketMonthlyRentCents: 250_000, monthlyChargesCents: 50_000 }).dutyCents).toBe(16_800);
  });

  it('counts a part month pro rata', () => {
    expect(leaseMonths('2026-01-01', '2026-01-31')).toBe(1);
    expect(leaseMonths('2026-01-01', '2026-02-14')).toBeCloseTo(1.5);
  });
});

describe('stamping deadline and late penalty', () => {
  it('is 14 days after signing in Singapore, or 30 days after receipt of an agreement signed abroad', () => {
    expect(stampingDeadline({ signedOn: '2026-12-01', signedAbroad: false, receivedInSingaporeOn: null })).toBe('2026-12-15');
    expect(stampingDeadline({ signedOn: '2026-12-01', signedAbroad: true, receivedInSingaporeOn: '2026-12-10' })).toBe('2027-01-09');
    expect(stampingDeadline({ signedOn: '2026-12-01', signedAbroad: true, receivedInSingaporeOn: null })).toBeNull();
  });

  it('is the greater of S$10 or the duty up to 3 months late, then the greater of S$25 or 4 times the duty', () => {
    expect(lateStampingPenalty(30_700, '2026-12-15', '2026-12-15').penaltyCents).toBe(0);
    expect(lateStampingPenalty(30_700, '2026-12-15', '2026-12-16').penaltyCents).toBe(30_700);
    expect(lateStampingPenalty(500, '2026-12-15', '2027-03-15').penaltyCents).toBe(1_000);
    expect(lateStampingPenalty(30_700, '2026-12-15', '2027-03-16')).toEqual({ late: true, beyondThreeMonths: true, penaltyCents: 122_800 });
    expect(lateStampingPenalty(500, '2026-12-15', '2027-06-01').penaltyCents).toBe(2_500);
  });
});
