import type { RentSeriesPoint } from '@app/contracts';
import { axisTicks, chartSummary, renderRentChartSvg } from './rent-chart-svg';

const months: RentSeriesPoint[] = [
  { month: '2026-12', rentDueCents: 320000, rentReceivedCents: 320000, netCents: 288000 },
  { month: '2027-01', rentDueCents: 320000, rentReceivedCents: 160000, netCents: 128000 },
  { month: '2027-02', rentDueCents: 320000, rentReceivedCents: 0, netCents: -18050 },
];

/** The attributes of the bar of `series` in `month`. */
function bar(svg: string, month: string, series: string): { y: number; height: number; title: string } {
  const group = new RegExp(`<g data-month="${month}">(.*?)</g>`).exec(svg)?.[1] ?? '';
  const match = new RegExp(`<rect class="${series}" x="[^"]+" y="([^"]+)" width="[^"]+" height="([^"]+)"[^>]*><title>([^<]*)</title>`).exec(group);
  if (!match) throw new Error(`no ${series} bar in ${month}`);
  return { y: Number(match[1]), height: Number(match[2]), title: match[3] as string };
}

describe('renderRentChartSvg', () => {
  it('is an image named by its title and summarised in its desc, with the 12-month totals to the cent', () => {
    const svg = renderRentChartSvg('12 Marine Parade <Road> #08-12', months);

    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]* role="img" aria-labelledby="chart-title chart-desc"/);
    expect(svg).toContain('<title id="chart-title">12 Marine Parade &lt;Road&gt; #08-12</title>');
    expect(svg).toContain(
      '<desc id="chart-desc">December 2026 to February 2027: rent due S$9,600.00, rent received S$4,800.00, net to you S$3,979.50. Month by month figures are in the table with the chart.</desc>',
    );
  });

  it('draws a bar per figure, as tall as its amount, each titled with its S$ figure, below zero for a negative net', () => {
    const svg = renderRentChartSvg('Total', months);

    expect(svg.match(/<rect class="(due|received|net)"/g)).toHaveLength(9);
    expect(bar(svg, '2027-01', 'received').height * 2).toBeCloseTo(bar(svg, '2027-01', 'due').height, 1);
    expect(bar(svg, '2027-02', 'received').height).toBe(0);
    expect(bar(svg, '2027-02', 'net').y).toBeGreaterThan(bar(svg, '2027-01', 'net').y);
    expect(bar(svg, '2027-01', 'received').title).toBe('January 2027, rent received: S$1,600.00');
    expect(bar(svg, '2027-02', 'net').title).toBe('February 2027, net to you: −S$180.50');
  });

  it('labels the axes, the months (the year under the first month and each January) and the legend', () => {
    const svg = renderRentChartSvg('Total', months);
    const texts = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]);

    expect(texts).toEqual(
      expect.arrayContaining(['Dec', 'Jan', 'Feb', '2026', '2027', 'Amount (S$)', 'Month (Singapore time)', 'Rent due', 'Rent received', 'Net to you']),
    );
    expect(texts).toEqual(expect.arrayContaining(['S$0', 'S$1,000', 'S$3,000']));
    expect(texts.filter((text) => text === '2026')).toHaveLength(1);
  });

  it('says so when there are no figures, instead of drawing empty bars', () => {
    const empty = months.map((point) => ({ ...point, rentDueCents: 0, rentReceivedCents: 0, netCents: 0 }));
    const svg = renderRentChartSvg('Total', empty);

    expect(svg).not.toContain('<rect class=');
    expect(svg).toContain('No rent due or received in these 12 months yet.');
    expect(chartSummary([])).toBe('No rent was due or received in these months.');
    expect(renderRentChartSvg('Total', [])).toContain('role="img"');
  });
});

describe('axisTicks', () => {
  it('runs in round steps from below the lowest figure to above the highest', () => {
    expect(axisTicks(months)).toEqual([-100000, 0, 100000, 200000, 300000, 400000]);
  });
});
