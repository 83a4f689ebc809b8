import { formatCents, monthLabel, type RentSeriesPoint } from '@app/contracts';

const SERIES = [
  { key: 'rentDueCents', className: 'due', label: 'Rent due', colour: '#1d4ed8' },
  { key: 'rentReceivedCents', className: 'received', label: 'Rent received', colour: '#b45309' },
  { key: 'netCents', className: 'net', label: 'Net to you', colour: '#15803d' },
] as const;

const WIDTH = 480;
const HEIGHT = 280;
const PLOT = { left: 70, right: 8, top: 32, bottom: 48 };
const PLOT_WIDTH = WIDTH - PLOT.left - PLOT.right;
const PLOT_HEIGHT = HEIGHT - PLOT.top - PLOT.bottom;
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `text` safe inside SVG text and attributes. */
const escapeXml = (text: string): string =>
  text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] as string);

/** "S$1,200" from cents, for the axis (the bars' own figures keep their cents). */
const wholeDollars = (cents: number): string => formatCents(Math.round(cents / 100) * 100).replace(/\.00$/, '');
const round = (value: number): string => String(Math.round(value * 100) / 100);

/** A round step (1, 2 or 5 times a power of ten) that cuts `span` into about four parts. */
function niceStep(span: number): number {
  const rough = span / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  return ([1, 2, 5, 10].find((factor) => factor * power >= rough) ?? 10) * power;
}

/** The axis's round ticks in cents, from at most 0 to at least the largest figure (net may be below 0). */
export function axisTicks(points: readonly RentSeriesPoint[]): number[] {
  const values = points.flatMap((point) => SERIES.map(({ key }) => point[key]));
  const top = Math.max(0, ...values);
  const bottom = Math.min(0, ...values);
  const step = niceStep(top - bottom || 100_00);
  const first = Math.floor(bottom / step) * step;
  const count = Math.max(1, Math.ceil((top - first) / step));
  return Array.from({ length: count + 1 }, (_, index) => first + index * step);
}

/** The chart in words, for its `<desc>`: the months covered and each figure's 12-month total, in S$ to the cent. */
export function chartSummary(points: readonly RentSeriesPoint[]): string {
  if (!hasFigures(points)) return 'No rent was due or received in these months.';
  const totals = SERIES.map(({ key, label }) => `${label.toLowerCase()} ${formatCents(points.reduce((sum, point) => sum + point[key], 0))}`);
  const span = `${monthLabel(points[0]!.month)} to ${monthLabel(points.at(-1)!.month)}`;
  return `${span}: ${totals.join(', ')}. Month by month figures are in the table with the chart.`;
}

const hasFigures = (points: readonly RentSeriesPoint[]): boolean => points.some((point) => SERIES.some(({ key }) => point[key] !== 0));

/**
 * Rent due, rent received and net per month as grouped bars, a standalone SVG document drawn on the server from the
 * figures: it reads without any script (role="img", named by its <title>, summarised by its <desc>; each bar's <title>
 * carries its S$ figure), with labelled axes, a legend and Singapore months. No figures: a line saying so.
 */
export function renderRentChartSvg(title: string, points: readonly RentSeriesPoint[]): string {
  const body = hasFigures(points)
    ? bars(points)
    : `<text class="empty" x="${WIDTH / 2}" y="${HEIGHT / 2}" text-anchor="middle">No rent due or received in these 12 months yet.</text>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img" aria-labelledby="chart-title chart-desc" font-family="system-ui, sans-serif" font-size="11">`,
    `<title id="chart-title">${escapeXml(title)}</title>`,
    `<desc id="chart-desc">${escapeXml(chartSummary(points))}</desc>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#ffffff"/>`,
    legend(),
    body,
    '</svg>',
  ].join('\n');
}

function legend(): string {
  return SERIES.map(
    ({ className, label, colour }, index) =>
      `<g class="legend ${className}" transform="translate(${PLOT.left + index * 130} 8)"><rect width="12" height="12" fill="${colour}"/><text x="18" y="10" fill="#1f2937">${label}</text></g>`,
  ).join('\n');
}

function bars(points: readonly RentSeriesPoint[]): string {
  const ticks = axisTicks(points);
  const low = ticks[0] ?? 0;
  const high = ticks.at(-1) ?? 1;
  const y = (cents: number) => PLOT.top + ((high - cents) / (high - low)) * PLOT_HEIGHT;
  const groupWidth = PLOT_WIDTH / points.length;
  const barWidth = (groupWidth * 0.8) / SERIES.length;
  const grid = ticks.map(
    (tick) =>
      `<g class="tick"><line x1="${PLOT.left}" x2="${WIDTH - PLOT.right}" y1="${round(y(tick))}" y2="${round(y(tick))}" stroke="${tick === 0 ? '#6b7280' : '#e5e7eb'}"/>` +
      `<text x="${PLOT.left - 6}" y="${round(y(tick))}" dy="0.32em" text-anchor="end" fill="#4b5563">${wholeDollars(tick)}</text></g>`,
  );
  const groups = points.map((point, index) => {
    const groupX = PLOT.left + index * groupWidth + groupWidth * 0.1;
    const centre = round(groupX + (groupWidth * 0.8) / 2);
    const [year, monthNumber] = point.month.split('-') as [string, string];
    const rects = SERIES.map(
      ({ key, className, label, colour }, seriesIndex) =>
        `<rect class="${className}" x="${round(groupX + seriesIndex * barWidth)}" y="${round(Math.min(y(point[key]), y(0)))}" width="${round(barWidth - 1)}" height="${round(Math.abs(y(0) - y(point[key])))}" fill="${colour}">` +
        `<title>${monthLabel(point.month)}, ${label.toLowerCase()}: ${formatCents(point[key])}</title></rect>`,
    );
    const yearLabel =
      index === 0 || monthNumber === '01' ? `<text x="${centre}" y="${HEIGHT - PLOT.bottom + 28}" text-anchor="middle" fill="#1f2937">${year}</text>` : '';
    return `<g data-month="${point.month}">${rects.join('')}<text x="${centre}" y="${HEIGHT - PLOT.bottom + 15}" text-anchor="middle" fill="#4b5563">${SHORT_MONTHS[Number(monthNumber) - 1]}</text>${yearLabel}</g>`;
  });
  const axes = [
    `<text transform="translate(12 ${PLOT.top + PLOT_HEIGHT / 2}) rotate(-90)" text-anchor="middle" fill="#1f2937">Amount (S$)</text>`,
    `<text x="${PLOT.left + PLOT_WIDTH / 2}" y="${HEIGHT - 4}" text-anchor="middle" fill="#1f2937">Month (Singapore time)</text>`,
  ];
  return [...grid, ...groups, ...axes].join('\n');
}
