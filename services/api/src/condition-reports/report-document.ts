import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type ConditionReportDocument, renderConditionReport } from '@app/contracts';
import { ConditionItemEntity, ConditionPhotoEntity, type ConditionReportEntity, unitName } from '@app/core';

/** A report with its items in order and each item's photos (oldest first). */
export type ReportParts = { report: ConditionReportEntity; items: ConditionItemEntity[]; photos: Map<string, ConditionPhotoEntity[]> };

export async function loadReportParts(em: EntityManager, report: ConditionReportEntity): Promise<ReportParts> {
  const items = await em.find(ConditionItemEntity, { report: report.id }, { orderBy: { position: 'asc', id: 'asc' } });
  return { report, items, photos: await photosOf(em, items) };
}

export async function photosOf(em: EntityManager, items: ConditionItemEntity[]): Promise<Map<string, ConditionPhotoEntity[]>> {
  const photos = items.length
    ? await em.find(ConditionPhotoEntity, { item: { $in: items.map((item) => item.id) } }, { populate: ['media'], orderBy: { createdAt: 'asc', media: 'asc' } })
    : [];
  const byItem = new Map<string, ConditionPhotoEntity[]>();
  for (const photo of photos) byItem.set(photo.item.id, [...(byItem.get(photo.item.id) ?? []), photo]);
  return byItem;
}

/** What an item of the report records, as both the report's document and its views show it. */
export function itemRecord({ id, room, name, condition, note, tenantComment }: ConditionItemEntity) {
  return { id, room, name, condition, note, tenantComment };
}

/** What the report says (the tenancy must be loaded with its listing): the content its acknowledgement covers. */
export function reportDocument({ report, items, photos }: ReportParts): ConditionReportDocument {
  return {
    reportId: report.id,
    unit: unitName(report.tenancy),
    tenantName: report.tenancy.tenantName,
    kind: report.kind,
    handoverOn: report.handoverOn,
    inventory: report.inventory,
    meters: report.meters,
    items: items.map((item) => ({ ...itemRecord(item), photoIds: (photos.get(item.id) ?? []).map((photo) => photo.media.id) })),
  };
}

/** SHA-256 (hex) of the report's canonical rendering. */
export function renderedSha256(document: ConditionReportDocument): string {
  return createHash('sha256').update(renderConditionReport(document), 'utf8').digest('hex');
}
