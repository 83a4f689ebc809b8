import {
  CONDITION_REPORT_KIND_LABELS,
  type ConditionReportKind,
  type Inventory,
  ITEM_CONDITION_LABELS,
  type ItemCondition,
  type MeterReadings,
} from './condition-reports';

/** What a condition report says: exactly what its acknowledgement hash covers (decision 020). */
export type ConditionReportDocument = {
  reportId: string;
  unit: string;
  tenantName: string;
  kind: ConditionReportKind;
  handoverOn: string | null;
  inventory: Inventory;
  meters: MeterReadings;
  items: Array<{ id: string; room: string; name: string; condition: ItemCondition | null; note: string; tenantComment: string; photoIds: string[] }>;
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "1 Dec 2026", written out by hand: the rendering must not change with the runtime's locale data. */
export function canonicalDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return `${date} ${MONTHS[month - 1]} ${year}`;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

const shown = (value: number | null): string => (value === null ? 'Not recorded' : String(value));

/**
 * The canonical rendering of a report: an HTML fragment made only from the report's own content, the same bytes for the
 * same content on any machine and release (no locale formatting, no times, no URLs). The tenant acknowledges it, and its
 * SHA-256 is stored then and checked at every display. Photos are named by their ids.
 */
export function renderConditionReport(report: ConditionReportDocument): string {
  const row = (label: string, value: string) => `<tr><th>${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`;
  const rooms = [...new Set(report.items.map((item) => item.room))];
  return [
    `<article class="condition-report" data-report="${escapeHtml(report.reportId)}">`,
    `<h1>${escapeHtml(CONDITION_REPORT_KIND_LABELS[report.kind])} condition report</h1>`,
    '<table class="facts">',
    row('Unit', report.unit),
    row('Tenant', report.tenantName),
    row('Handover date', report.handoverOn ? canonicalDay(report.handoverOn) : 'Not recorded'),
    row('Aircon units', shown(report.inventory.airconUnits)),
    row('Keys', shown(report.inventory.keys)),
    row('Access cards', shown(report.inventory.accessCards)),
    row('Electricity meter', shown(report.meters.electricity)),
    row('Water meter', shown(report.meters.water)),
    row('Gas meter', shown(report.meters.gas)),
    '</table>',
    ...rooms.flatMap((room) => [
      `<h2>${escapeHtml(room)}</h2>`,
      '<table class="items"><thead><tr><th>Item</th><th>Condition</th><th>Note</th><th>Tenant’s comment</th><th>Photos</th></tr></thead><tbody>',
      ...report.items
        .filter((item) => item.room === room)
        .map(
          (item) =>
            `<tr data-item="${escapeHtml(item.id)}"><td>${escapeHtml(item.name)}</td><td>${escapeHtml(item.condition ? ITEM_CONDITION_LABELS[item.condition] : 'Not checked')}</td>` +
            `<td>${escapeHtml(item.note)}</td><td>${escapeHtml(item.tenantComment)}</td><td>${item.photoIds.map((id) => `<span data-photo="${escapeHtml(id)}"></span>`).join('')}</td></tr>`,
        ),
      '</tbody></table>',
    ]),
    '</article>',
  ].join('\n');
}
