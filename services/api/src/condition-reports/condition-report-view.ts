import type { ConditionItem, ConditionPhoto, ConditionReport, ConditionReportSummary, ReportIntegrity } from '@app/contracts';
import { isWorse } from '@app/contracts';
import { type ConditionItemEntity, type ConditionPhotoEntity, type ConditionReportEntity, unitName } from '@app/core';
import { type PhotoRoute, toPrivateImage } from '../maintenance/maintenance-view';
import { itemRecord, type ReportParts, renderedSha256, reportDocument } from './report-document';

const photosOf = (photos: Map<string, ConditionPhotoEntity[]>, item: ConditionItemEntity, route: PhotoRoute): ConditionPhoto[] =>
  (photos.get(item.id) ?? []).map((photo) => toPrivateImage(photo.media, photo.createdAt, route));

/** Whether the tenant may still comment and acknowledge. */
export const isOpen = (report: ConditionReportEntity, now: Date): boolean =>
  report.status === 'shared' && report.commentsCloseAt !== null && now < report.commentsCloseAt;

/** The report's hash now, and whether it is still the one acknowledged. */
export function integrityOf(parts: ReportParts): { sha256: string; integrity: ReportIntegrity } {
  const sha256 = renderedSha256(reportDocument(parts));
  const acknowledged = parts.report.acknowledgedSha256;
  return { sha256, integrity: acknowledged === null ? 'not_acknowledged' : acknowledged === sha256 ? 'verified' : 'mismatch' };
}

/** A report as staff, its tenant and its owner see it; a move-out report carries its move-in pairs (`moveIn`). */
export function toConditionReport(parts: ReportParts, moveIn: ReportParts | null, route: PhotoRoute, now: Date): ConditionReport {
  const { report, items, photos } = parts;
  const moveInItems = new Map((moveIn?.items ?? []).map((item) => [item.id, item]));
  const { sha256, integrity } = integrityOf(parts);
  return {
    id: report.id,
    tenancyId: report.tenancy.id,
    unit: unitName(report.tenancy),
    tenantName: report.tenancy.tenantName,
    kind: report.kind,
    status: report.status,
    handoverOn: report.handoverOn,
    inventory: report.inventory,
    meters: report.meters,
    moveInInventory: moveIn?.report.inventory ?? null,
    moveInMeters: moveIn?.report.meters ?? null,
    items: items.map((item): ConditionItem => {
      const pair = item.moveInItem ? (moveInItems.get(item.moveInItem.id) ?? null) : null;
      return {
        ...itemRecord(item),
        photos: photosOf(photos, item, route),
        moveIn: pair && moveIn ? { id: pair.id, condition: pair.condition, note: pair.note, photos: photosOf(moveIn.photos, pair, route) } : null,
        worse: pair ? isWorse(pair.condition, item.condition) : false,
      };
    }),
    sharedAt: report.sharedAt?.toISOString() ?? null,
    commentsCloseAt: report.commentsCloseAt?.toISOString() ?? null,
    open: isOpen(report, now),
    acknowledgement:
      report.acknowledgedAt && report.acknowledgedSha256
        ? {
            name: report.acknowledgedName ?? '',
            at: report.acknowledgedAt.toISOString(),
            clientAddress: report.acknowledgedFrom ?? '',
            sha256: report.acknowledgedSha256,
          }
        : null,
    renderedSha256: sha256,
    integrity,
    updatedAt: report.updatedAt.toISOString(),
  };
}

export function toSummary(report: ConditionReport): ConditionReportSummary {
  const { id, tenancyId, unit, kind, status, handoverOn, commentsCloseAt, open, integrity } = report;
  return { id, tenancyId, unit, kind, status, handoverOn, commentsCloseAt, open, integrity };
}
