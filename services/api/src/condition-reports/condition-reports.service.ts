import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { BadRequestException, ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import {
  type AcknowledgeInput,
  type AuditAction,
  CONDITION_REPORT_MESSAGES,
  type ConditionReport,
  type ConditionReportKind,
  type ConditionReportList,
  isUuid,
  type ItemCommentInput,
  MAX_ITEM_PHOTOS,
  type SaveConditionReportInput,
  type ShareConditionReportInput,
} from '@app/contracts';
import {
  AuditLogEntity,
  ConditionItemEntity,
  ConditionPhotoEntity,
  ConditionReportEntity,
  MailOutbox,
  MediaEntity,
  OutboundMailEntity,
  TenancyEntity,
  UserEntity,
} from '@app/core';
import { API_CONFIG, type ApiConfig } from '../config/api-config';
import type { PhotoRoute } from '../maintenance/maintenance-view';
import { MediaService } from '../media/media.service';
import type { UploadedFile } from '../media/upload/uploaded-image-checker';
import { foundOr404 } from '../common/found-or-404';
import { integrityOf, isOpen, toConditionReport, toSummary } from './condition-report-view';
import { loadReportParts, type ReportParts } from './report-document';
import { STAFF, tenanciesOf, type Viewer } from './portal-viewer';

/** Who acts on a report, and from where. */
export type ReportActing = { actor: UserEntity; clientAddress: string };

const DAY_MS = 86_400_000;

/**
 * Condition reports: staff make, fill and share them; the tenant comments and acknowledges; the tenant, the unit's owner
 * and staff read them. A report another account may not see answers 404, like one that does not exist; an acknowledged
 * report answers 409 to every change. Each change locks the report's row, so an acknowledgement and an edit never cross.
 */
@Injectable()
export class ConditionReportsService {
  constructor(
    private readonly em: EntityManager,
    private readonly media: MediaService,
    private readonly outbox: MailOutbox,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  async list(viewer: Viewer, tenancyId: string | null, route: PhotoRoute): Promise<ConditionReportList> {
    if (tenancyId !== null) await this.tenancy(tenancyId);
    const tenancies = await tenanciesOf(this.em, viewer);
    const reports = await this.em.find(
      ConditionReportEntity,
      { tenancy: tenancyId ?? tenancies, ...(viewer.role === 'staff' ? {} : { status: { $ne: 'draft' } }) },
      { populate: ['tenancy.listing'], orderBy: { createdAt: 'desc', id: 'asc' } },
    );
    const items: ConditionReportList['items'] = [];
    for (const report of reports) items.push(toSummary(await this.view(report, route)));
    return { items };
  }

  async create(tenancyId: string, kind: ConditionReportKind, acting: ReportActing, route: PhotoRoute): Promise<ConditionReport> {
    const tenancy = await this.tenancy(tenancyId);
    const report = await this.em.fork().transactional(async (tx) => {
      if (await tx.count(ConditionReportEntity, { tenancy: tenancy.id, kind })) throw new ConflictException(CONDITION_REPORT_MESSAGES.alreadyExists);
      const report = new ConditionReportEntity({
        tenancy: await tx.findOneOrFail(TenancyEntity, { id: tenancy.id }),
        kind,
        createdBy: tx.getReference(UserEntity, acting.actor.id),
      });
      tx.persist(report);
      if (kind === 'move_out') await this.pairWithMoveIn(tx, report);
      await tx.flush();
      this.audit(tx, 'condition_report.created', report, acting, { kind });
      return report;
    });
    return this.get(STAFF, report.id, route);
  }

  async get(viewer: Viewer, id: string, route: PhotoRoute): Promise<ConditionReport> {
    return this.view(await this.find(viewer, id), route);
  }

  /** The whole draft as staff last typed it: items in order; an item left out is removed (never one paired with move-in). */
  async save(id: string, input: SaveConditionReportInput, acting: ReportActing, route: PhotoRoute): Promise<ConditionReport> {
    await this.find(STAFF, id);
    await this.changing(id, async (tx, report) => {
      const items = await tx.find(ConditionItemEntity, { report: report.id });
      const byId = new Map(items.map((item) => [item.id, item]));
      const kept = new Set(input.items.flatMap((item) => (item.id ? [item.id] : [])));
      for (const itemId of kept) if (!byId.has(itemId)) throw new BadRequestException(CONDITION_REPORT_MESSAGES.itemNotFound);
      const removed = items.filter((item) => !kept.has(item.id));
      if (removed.some((item) => item.moveInItem !== null)) throw new BadRequestException(CONDITION_REPORT_MESSAGES.pairedItem);
      tx.remove(removed);
      input.items.forEach((fields, position) => {
        const item =
          (fields.id ? byId.get(fields.id) : undefined) ??
          new ConditionItemEntity({ report, position, room: fields.room, name: fields.name, moveInItem: null });
        tx.persist(item);
        Object.assign(item, { position, room: fields.room, name: fields.name, condition: fields.condition, note: fields.note });
      });
      Object.assign(report, { handoverOn: input.handoverOn, inventory: input.inventory, meters: input.meters, updatedAt: new Date() });
      this.audit(tx, 'condition_report.saved', report, acting, { items: input.items.length });
    });
    return this.get(STAFF, id, route);
  }

  /** Photos of an item through the media pipeline (metadata stripped by the worker), until the report is acknowledged. */
  async addPhotos(id: string, itemId: string, files: UploadedFile[], acting: ReportActing, route: PhotoRoute): Promise<ConditionReport> {
    await this.find(STAFF, id);
    const item = await foundOr404(itemId, () => this.em.findOne(ConditionItemEntity, { id: itemId, report: id }), CONDITION_REPORT_MESSAGES.itemNotFound);
    if ((await this.em.count(ConditionPhotoEntity, { item: item.id })) + files.length > MAX_ITEM_PHOTOS) {
      throw new BadRequestException(`An item has at most ${MAX_ITEM_PHOTOS} photos`);
    }
    const accepted = await this.media.accept(files, { title: null, caption: null, tags: null, inLibrary: false });
    await this.changing(id, async (tx, report) => {
      for (const media of accepted)
        tx.persist(
          new ConditionPhotoEntity({
            media: tx.getReference(MediaEntity, media.id),
            item: tx.getReference(ConditionItemEntity, item.id),
            addedBy: tx.getReference(UserEntity, acting.actor.id),
          }),
        );
      // updatedAt stays: a draft typed on a phone is kept across a photo upload (useReportDraft keys on it).
      this.audit(tx, 'condition_report.photos_added', report, acting, { itemId: item.id, count: accepted.length });
    });
    await this.media.process(accepted);
    return this.get(STAFF, id, route);
  }

  /** Shares the report with the tenant (mailing them its portal link): they may comment and acknowledge for `commentDays`. */
  async share(id: string, input: ShareConditionReportInput, acting: ReportActing, route: PhotoRoute): Promise<ConditionReport> {
    await this.find(STAFF, id);
    const mail = await this.changing(id, async (tx, report) => {
      if (await tx.count(ConditionItemEntity, { report: report.id, condition: null })) throw new BadRequestException(CONDITION_REPORT_MESSAGES.unchecked);
      const now = new Date();
      const days = input.commentDays ?? 7;
      Object.assign(report, {
        status: 'shared',
        sharedAt: now,
        commentsCloseAt: new Date(now.getTime() + days * DAY_MS),
        portalUrl: this.config.PUBLIC_URL ? `${this.config.PUBLIC_URL}/portal/condition-reports/${report.id}` : null,
      });
      const mail = new OutboundMailEntity({ kind: 'condition_report_shared', conditionReport: report }, report.tenancy.tenantEmail);
      tx.persist(mail);
      this.audit(tx, 'condition_report.shared', report, acting, { commentDays: days });
      return mail;
    });
    await this.outbox.queue(mail);
    return this.get(STAFF, id, route);
  }

  /** The tenant's comment on an item, while the report is open to them. */
  async comment(tenant: UserEntity, id: string, itemId: string, input: ItemCommentInput, clientAddress: string, route: PhotoRoute): Promise<ConditionReport> {
    const viewer: Viewer = { role: 'tenant', user: tenant };
    await this.find(viewer, id);
    await this.changing(id, async (tx, report) => {
      if (!isOpen(report, new Date())) throw new ConflictException(CONDITION_REPORT_MESSAGES.commentsClosed);
      const item = await foundOr404(itemId, () => tx.findOne(ConditionItemEntity, { id: itemId, report: report.id }), CONDITION_REPORT_MESSAGES.itemNotFound);
      item.tenantComment = input.comment;
      report.updatedAt = new Date();
      this.audit(tx, 'condition_report.commented', report, { actor: tenant, clientAddress }, { itemId: item.id });
    });
    return this.get(viewer, id, route);
  }

  /**
   * The tenant's acknowledgement of the report exactly as they read it: refused (409) if it renders differently now. It
   * keeps the typed name, the time, the client address and the SHA-256 of the rendering; the report is frozen from then on.
   */
  async acknowledge(tenant: UserEntity, id: string, input: AcknowledgeInput, clientAddress: string, route: PhotoRoute): Promise<ConditionReport> {
    const viewer: Viewer = { role: 'tenant', user: tenant };
    await this.find(viewer, id);
    await this.changing(id, async (tx, report) => {
      if (!isOpen(report, new Date())) throw new ConflictException(CONDITION_REPORT_MESSAGES.commentsClosed);
      const { sha256 } = integrityOf(await loadReportParts(tx, report));
      if (sha256 !== input.renderedSha256) throw new ConflictException(CONDITION_REPORT_MESSAGES.changedSinceShown);
      Object.assign(report, {
        status: 'acknowledged',
        acknowledgedName: input.name,
        acknowledgedAt: new Date(),
        acknowledgedFrom: clientAddress,
        acknowledgedSha256: sha256,
      });
      this.audit(tx, 'condition_report.acknowledged', report, { actor: tenant, clientAddress }, { sha256 });
    });
    return this.get(viewer, id, route);
  }

  /** The report with its parts (and its move-in's, for a move-out), for the printable page. */
  async partsFor(viewer: Viewer, id: string): Promise<{ parts: ReportParts; moveIn: ReportParts | null }> {
    const report = await this.find(viewer, id);
    return { parts: await loadReportParts(this.em, report), moveIn: await this.moveInOf(report) };
  }

  /** The report a viewer may see (a portal account: not a draft), else 404. */
  async find(viewer: Viewer, id: string): Promise<ConditionReportEntity> {
    const report = isUuid(id)
      ? await this.em.findOne(
          ConditionReportEntity,
          { id, tenancy: await tenanciesOf(this.em, viewer), ...(viewer.role === 'staff' ? {} : { status: { $ne: 'draft' } }) },
          { populate: ['tenancy.listing'], refresh: true },
        )
      : null;
    if (!report) throw new NotFoundException(CONDITION_REPORT_MESSAGES.notFound);
    return report;
  }

  private async view(report: ConditionReportEntity, route: PhotoRoute): Promise<ConditionReport> {
    return toConditionReport(await loadReportParts(this.em, report), await this.moveInOf(report), route, new Date());
  }

  private async moveInOf(report: ConditionReportEntity): Promise<ReportParts | null> {
    if (report.kind !== 'move_out') return null;
    const moveIn = await this.em.findOne(ConditionReportEntity, { tenancy: report.tenancy.id, kind: 'move_in' }, { populate: ['tenancy.listing'] });
    return moveIn ? loadReportParts(this.em, moveIn) : null;
  }

  /** A move-out report starts with one item per move-in item, paired with it, unchecked. */
  private async pairWithMoveIn(tx: EntityManager, report: ConditionReportEntity): Promise<void> {
    const moveIn = await tx.findOne(ConditionReportEntity, { tenancy: report.tenancy.id, kind: 'move_in', status: { $ne: 'draft' } });
    if (!moveIn) throw new ConflictException(CONDITION_REPORT_MESSAGES.noMoveIn);
    const items = await tx.find(ConditionItemEntity, { report: moveIn.id }, { orderBy: { position: 'asc', id: 'asc' } });
    for (const item of items) tx.persist(new ConditionItemEntity({ report, position: item.position, room: item.room, name: item.name, moveInItem: item }));
  }

  /** Runs a change of a report under its row lock; an acknowledged report refuses every change (409). */
  private async changing<T>(id: string, change: (tx: EntityManager, report: ConditionReportEntity) => Promise<T>): Promise<T> {
    return this.em.fork().transactional(async (tx) => {
      const report = await tx.findOneOrFail(ConditionReportEntity, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      await tx.populate(report, ['tenancy.listing']);
      if (report.status === 'acknowledged') throw new ConflictException(CONDITION_REPORT_MESSAGES.frozen);
      const result = await change(tx, report);
      await tx.flush();
      return result;
    });
  }

  private audit(tx: EntityManager, action: AuditAction, report: ConditionReportEntity, acting: ReportActing, details: Record<string, unknown>): void {
    tx.persist(new AuditLogEntity({ action, actorId: acting.actor.id, targetId: report.id, clientAddress: acting.clientAddress, details }));
  }

  private tenancy(id: string): Promise<TenancyEntity> {
    return foundOr404(id, () => this.em.findOne(TenancyEntity, { id }), CONDITION_REPORT_MESSAGES.tenancyNotFound);
  }
}
