import { BadRequestException, ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import {
  ENQUIRY_MESSAGES,
  type EnquiryDetail,
  type EnquiryEventKind,
  type EnquiryExportQuery,
  type EnquiryListQuery,
  type EnquiryPage,
  type EnquiryStatus,
  type ErasureResult,
  type InboxCounts,
  isUuid,
  type ReplyToEnquiryInput,
  type StaffMember,
  UNASSIGNED,
  type AuditAction,
} from '@app/contracts';
import { replyClock } from '@app/content';
import { type ContactEnquiryEntity, ContactEnquiryEventEntity, isMailConfigured, MailOutbox, OutboundMailEntity, type UserEntity } from '@app/core';
import { AuditLogService } from '../audit/audit-log.service';
import { API_CONFIG, type ApiConfig } from '../config/api-config';
import { TenantDataEraser } from '../maintenance/tenant-data-eraser';
import { UsersRepository } from '../users/users.repository';
import { ENQUIRIES_CSV_START, enquiriesCsvLines } from './enquiries-csv';
import { EnquiriesRepository } from './enquiries.repository';
import { toEnquiryDetail, toEnquirySummary, toStaffMember } from './enquiry-view';

/** Who is acting, for the timeline and the audit log. */
export type Acting = { actor: UserEntity; clientAddress: string };

/** Enquiries read and written at a time by the CSV export. */
const ENQUIRY_EXPORT_BATCH = 1_000;

const AUDIT_ACTION_OF: Record<EnquiryEventKind, AuditAction> = {
  status_changed: 'enquiry.status_changed',
  assigned: 'enquiry.assigned',
  note_added: 'enquiry.note_added',
  notification_retried: 'enquiry.notification_retried',
  replied: 'enquiry.replied',
};

/** The staff inbox: enquiries listed, read and handled, every change on the enquiry's timeline and in the audit log. */
@Injectable()
export class InboxService {
  constructor(
    private readonly enquiries: EnquiriesRepository,
    private readonly audit: AuditLogService,
    private readonly outbox: MailOutbox,
    private readonly tenants: TenantDataEraser,
    private readonly users: UsersRepository,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  async list(query: EnquiryListQuery): Promise<EnquiryPage> {
    const { items, ...page } = await this.enquiries.page(query, assigneeFilter(query.assignee));
    const now = new Date();
    return { items: items.map((enquiry) => toEnquirySummary(enquiry, now)), ...page, pageSize: query.pageSize };
  }

  /**
   * Every enquiry matching the filters as CSV, through `write`, ENQUIRY_EXPORT_BATCH rows at a time (the answer is
   * streamed; memory stays flat however many match). The audit row is written first, with the count of what follows:
   * the enquiries received up to the moment the export began; it names the filters, never the search text.
   */
  async exportCsv(query: EnquiryExportQuery, { actor, clientAddress }: Acting, write: (chunk: string) => Promise<void>): Promise<void> {
    const assignee = assigneeFilter(query.assignee);
    const startedAt = new Date();
    const { q, ...filters } = query;
    const count = await this.enquiries.countMatching(query, assignee, startedAt);
    await this.audit.record({ action: 'enquiry.exported', actorId: actor.id, clientAddress, details: { count, filters, searched: Boolean(q) } });
    await write(ENQUIRIES_CSV_START);
    for await (const batch of this.enquiries.exportBatches(query, assignee, startedAt, ENQUIRY_EXPORT_BATCH)) {
      await write(enquiriesCsvLines(batch));
    }
  }

  /** PDPA erasure of one address: its enquiries, newsletter record, tenancies and portal account go; the audit row keeps only the counts. */
  async erase(email: string, { actor, clientAddress }: Acting): Promise<ErasureResult> {
    const result = { ...(await this.enquiries.eraseEmail(email)), ...(await this.tenants.erase(email)) };
    await this.audit.record({ action: 'privacy.erased', actorId: actor.id, clientAddress, details: result });
    return result;
  }

  async counts(): Promise<InboxCounts> {
    const now = new Date();
    const [newCount, waiting] = await Promise.all([this.enquiries.countNew(), this.enquiries.awaitingReplySince()]);
    return { new: newCount, overdue: waiting.filter((receivedAt) => replyClock(receivedAt, now).overdue).length };
  }

  async staff(): Promise<StaffMember[]> {
    return (await this.users.activeStaff()).map(toStaffMember);
  }

  async detail(id: string): Promise<EnquiryDetail> {
    return this.view(await this.find(id));
  }

  async changeStatus(id: string, status: EnquiryStatus, acting: Acting): Promise<EnquiryDetail> {
    const enquiry = await this.find(id);
    if (enquiry.status === status) return this.view(enquiry);
    enquiry.status = status;
    return this.recordChange(eventOn(enquiry, 'status_changed', status, acting), acting, { status });
  }

  async assign(id: string, assigneeId: string | null, acting: Acting): Promise<EnquiryDetail> {
    const enquiry = await this.find(id);
    const assignee = assigneeId === null ? null : await this.users.findActiveStaff(assigneeId);
    if (assigneeId !== null && !assignee) throw new BadRequestException(ENQUIRY_MESSAGES.unknownAssignee);
    if (enquiry.assignee?.id === assignee?.id) return this.view(enquiry);
    enquiry.assignee = assignee;
    return this.recordChange(eventOn(enquiry, 'assigned', assignee ? toStaffMember(assignee).name : null, acting), acting, { assigneeId });
  }

  async addNote(id: string, text: string, acting: Acting): Promise<EnquiryDetail> {
    const enquiry = await this.find(id);
    // The audit row says a note was added, not what it says: the note may hold personal data.
    return this.recordChange(eventOn(enquiry, 'note_added', text, acting), acting, null);
  }

  /**
   * A reply e-mailed to the visitor: stored on the timeline with its mail (pending, in the outbox) and the enquiry
   * Replied before the answer, then sent by the worker (the reconciler queues it if Redis is away).
   */
  async reply(id: string, { subject, text }: ReplyToEnquiryInput, acting: Acting): Promise<EnquiryDetail> {
    if (!this.canEmailReplies()) throw new ConflictException(ENQUIRY_MESSAGES.replyUnavailable);
    const enquiry = await this.find(id);
    enquiry.status = 'replied';
    const reply = Object.assign(eventOn(enquiry, 'replied', text, acting), { subject });
    const mail = new OutboundMailEntity({ kind: 'enquiry_reply', reply }, enquiry.email);
    const detail = await this.recordChange(reply, acting, null, [mail]);
    await this.outbox.queue(mail);
    return detail;
  }

  /**
   * Sends a staff notification that failed for good once more, to the staff address configured now: stored as pending
   * first, so the reconciler has it if Redis is away.
   */
  async retryNotification(id: string, acting: Acting): Promise<EnquiryDetail> {
    const enquiry = await this.find(id);
    const notification = await this.enquiries.findNotification(enquiry);
    if (notification?.status !== 'failed') throw new ConflictException(ENQUIRY_MESSAGES.notificationNotFailed);
    Object.assign(notification, { status: 'pending', lastError: null, recipient: this.config.STAFF_NOTIFY_EMAIL ?? null });
    const detail = await this.recordChange(eventOn(enquiry, 'notification_retried', null, acting), acting, null);
    await this.outbox.queueAgain(notification);
    return detail;
  }

  /** Saves the change with its timeline line and mails, writes the audit row, and answers the enquiry as it now stands. */
  private async recordChange(
    event: ContactEnquiryEventEntity,
    { actor, clientAddress }: Acting,
    details: Record<string, unknown> | null,
    mails: OutboundMailEntity[] = [],
  ): Promise<EnquiryDetail> {
    await this.enquiries.record(event, mails);
    await this.audit.record({ action: AUDIT_ACTION_OF[event.kind], actorId: actor.id, targetId: event.enquiry.id, clientAddress, details });
    return this.view(event.enquiry);
  }

  private async find(id: string): Promise<ContactEnquiryEntity> {
    const enquiry = isUuid(id) ? await this.enquiries.findById(id) : null;
    if (!enquiry) throw new NotFoundException(ENQUIRY_MESSAGES.notFound);
    return enquiry;
  }

  private async view(enquiry: ContactEnquiryEntity): Promise<EnquiryDetail> {
    const replyUnavailableReason = this.canEmailReplies() ? null : ENQUIRY_MESSAGES.replyUnavailable;
    const [timeline, marketingConsents, viewings] = await Promise.all([
      this.enquiries.timeline(enquiry),
      this.enquiries.marketingConsents(enquiry),
      this.enquiries.viewingsOf(enquiry),
    ]);
    return toEnquiryDetail(enquiry, timeline, await this.enquiries.mailsOf(enquiry, timeline), {
      now: new Date(),
      replyUnavailableReason,
      marketingConsents,
      viewings,
    });
  }

  private canEmailReplies(): boolean {
    return isMailConfigured(this.config);
  }
}

/** The assignee filter as the repository takes it: undefined for none, null for unassigned, else an account id. */
function assigneeFilter(assignee: string | undefined): string | null | undefined {
  if (assignee === undefined || assignee === '') return undefined;
  if (assignee === UNASSIGNED) return null;
  if (!isUuid(assignee)) throw new BadRequestException('assignee must be a staff member id or "unassigned"');
  return assignee;
}

function eventOn(enquiry: ContactEnquiryEntity, kind: EnquiryEventKind, text: string | null, { actor }: Acting): ContactEnquiryEventEntity {
  return new ContactEnquiryEventEntity({ enquiry, kind, actor, text });
}
