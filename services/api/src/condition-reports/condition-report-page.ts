import {
  canonicalDay,
  CONDITION_REPORT_KIND_LABELS,
  escapeHtml,
  ITEM_CONDITION_LABELS,
  MEDIA_THUMBNAIL_FILE,
  renderConditionReport,
  type ItemCondition,
} from '@app/contracts';
import { isWorse } from '@app/contracts';
import type { PhotoRoute } from '../maintenance/maintenance-view';
import { type ReportParts, reportDocument } from './report-document';
import { integrityOf } from './condition-report-view';

const conditionLabel = (condition: ItemCondition | null): string => (condition ? ITEM_CONDITION_LABELS[condition] : 'Not checked');
const photo = (route: PhotoRoute) => (id: string) => `<img src="${escapeHtml(route(id, MEDIA_THUMBNAIL_FILE))}" alt="Photo">`;

/** The acknowledgement, and whether the report still renders to the hash acknowledged (checked now, at every display). */
function acknowledgementBlock(parts: ReportParts): string {
  const { report } = parts;
  const { sha256, integrity } = integrityOf(parts);
  if (integrity === 'not_acknowledged') return `<p>Not yet acknowledged by the tenant. Fingerprint of this version (SHA-256): <code>${sha256}</code></p>`;
  const at = (report.acknowledgedAt as Date).toISOString().replace('T', ' ').slice(0, 19);
  const check =
    integrity === 'verified'
      ? '<p class="verified">Verified: the report is exactly as the tenant acknowledged it.</p>'
      : `<p class="mismatch">Warning: this report has changed since the tenant acknowledged it. It now renders to <code>${sha256}</code>.</p>`;
  return [
    '<h2>Acknowledgement</h2>',
    `<p>Acknowledged by ${escapeHtml(report.acknowledgedName ?? '')} on ${at} UTC from ${escapeHtml(report.acknowledgedFrom ?? '')}.</p>`,
    `<p>Fingerprint acknowledged (SHA-256): <code>${escapeHtml(report.acknowledgedSha256 ?? '')}</code></p>`,
    check,
  ].join('\n');
}

/** Move-out beside move-in, item by item, both photos, items worse than at move-in marked. */
function comparison(parts: ReportParts, moveIn: ReportParts, route: PhotoRoute): string {
  const moveInItems = new Map(moveIn.items.map((item) => [item.id, item]));
  const rows = parts.items.map((item) => {
    const pair = item.moveInItem ? moveInItems.get(item.moveInItem.id) : undefined;
    const worse = pair ? isWorse(pair.condition, item.condition) : false;
    const photos = (from: ReportParts, id: string | undefined) => (id ? (from.photos.get(id) ?? []).map((shot) => photo(route)(shot.media.id)).join('') : '');
    return (
      `<tr${worse ? ' class="worse"' : ''}><td>${escapeHtml(item.room)}: ${escapeHtml(item.name)}${worse ? ' <strong>(worse than at move-in)</strong>' : ''}</td>` +
      `<td>${escapeHtml(pair ? conditionLabel(pair.condition) : 'New at move-out')}<br>${photos(moveIn, pair?.id)}</td>` +
      `<td>${escapeHtml(conditionLabel(item.condition))}<br>${photos(parts, item.id)}</td></tr>`
    );
  });
  return [
    '<h2>Compared with move-in</h2>',
    '<table><thead><tr><th>Item</th><th>Move-in</th><th>Move-out</th></tr></thead><tbody>',
    ...rows,
    '</tbody></table>',
  ].join('\n');
}

/** The printable page: the canonical rendering (its photos shown), the acknowledgement with its check, and for a move-out the comparison. */
export function conditionReportPage(parts: ReportParts, moveIn: ReportParts | null, route: PhotoRoute): { title: string; body: string } {
  const canonical = renderConditionReport(reportDocument(parts)).replace(/<span data-photo="([^"]+)"><\/span>/g, (_match, id: string) => photo(route)(id));
  const handover = parts.report.handoverOn ? ` — ${canonicalDay(parts.report.handoverOn)}` : '';
  return {
    title: `${CONDITION_REPORT_KIND_LABELS[parts.report.kind]} condition report${handover}`,
    body: [canonical, acknowledgementBlock(parts), moveIn ? comparison(parts, moveIn, route) : ''].join('\n'),
  };
}
