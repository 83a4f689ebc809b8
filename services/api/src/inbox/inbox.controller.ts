import { Controller, HttpCode, HttpStatus, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import {
  type AddEnquiryNoteInput,
  AddEnquiryNoteSchema,
  type AssignEnquiryInput,
  AssignEnquirySchema,
  type ChangeEnquiryStatusInput,
  ChangeEnquiryStatusSchema,
  type EnquiryDetail,
  type EnquiryExportQuery,
  EnquiryExportQuerySchema,
  type EnquiryListQuery,
  EnquiryListQuerySchema,
  type EnquiryPage,
  type ErasureRequestInput,
  ErasureRequestSchema,
  type ErasureResult,
  INBOX_ENDPOINTS,
  type InboxCounts,
  type ReplyToEnquiryInput,
  ReplyToEnquirySchema,
  type StaffMember,
} from '@app/contracts';
import { type ActingUser, CurrentActing } from '../common/current-user.decorator';
import { csvDownloadHeaders, writerOf } from '../common/csv-file';
import { Endpoint } from '../common/endpoint.decorator';
import { ValidBody, ValidQuery } from '../common/zod-validation.pipe';
import { InboxService } from './inbox.service';

/** The staff inbox of enquiries; the fixed paths come before `:id`, so `counts` is never read as an id. */
@Controller()
export class InboxController {
  constructor(private readonly inbox: InboxService) {}

  @Endpoint(INBOX_ENDPOINTS.enquiries)
  list(@ValidQuery(EnquiryListQuerySchema) query: EnquiryListQuery): Promise<EnquiryPage> {
    return this.inbox.list(query);
  }

  @Endpoint(INBOX_ENDPOINTS.exportCsv)
  async exportCsv(
    @ValidQuery(EnquiryExportQuerySchema) query: EnquiryExportQuery,
    @CurrentActing() acting: ActingUser,
    @Res() response: Response,
  ): Promise<void> {
    csvDownloadHeaders(response, 'enquiries');
    await this.inbox.exportCsv(query, acting, writerOf(response));
    response.end();
  }

  @Endpoint(INBOX_ENDPOINTS.erase)
  @HttpCode(HttpStatus.OK)
  erase(@ValidBody(ErasureRequestSchema) input: ErasureRequestInput, @CurrentActing() acting: ActingUser): Promise<ErasureResult> {
    return this.inbox.erase(input.email, acting);
  }

  @Endpoint(INBOX_ENDPOINTS.counts)
  counts(): Promise<InboxCounts> {
    return this.inbox.counts();
  }

  @Endpoint(INBOX_ENDPOINTS.staff)
  staff(): Promise<StaffMember[]> {
    return this.inbox.staff();
  }

  @Endpoint(INBOX_ENDPOINTS.enquiry)
  detail(@Param('id') id: string): Promise<EnquiryDetail> {
    return this.inbox.detail(id);
  }

  @Endpoint(INBOX_ENDPOINTS.changeStatus)
  @HttpCode(HttpStatus.OK)
  changeStatus(
    @Param('id') id: string,
    @ValidBody(ChangeEnquiryStatusSchema) input: ChangeEnquiryStatusInput,
    @CurrentActing() acting: ActingUser,
  ): Promise<EnquiryDetail> {
    return this.inbox.changeStatus(id, input.status, acting);
  }

  @Endpoint(INBOX_ENDPOINTS.assign)
  @HttpCode(HttpStatus.OK)
  assign(@Param('id') id: string, @ValidBody(AssignEnquirySchema) input: AssignEnquiryInput, @CurrentActing() acting: ActingUser): Promise<EnquiryDetail> {
    return this.inbox.assign(id, input.assigneeId, acting);
  }

  @Endpoint(INBOX_ENDPOINTS.addNote)
  @HttpCode(HttpStatus.OK)
  addNote(@Param('id') id: string, @ValidBody(AddEnquiryNoteSchema) input: AddEnquiryNoteInput, @CurrentActing() acting: ActingUser): Promise<EnquiryDetail> {
    return this.inbox.addNote(id, input.text, acting);
  }

  @Endpoint(INBOX_ENDPOINTS.reply)
  @HttpCode(HttpStatus.OK)
  reply(@Param('id') id: string, @ValidBody(ReplyToEnquirySchema) input: ReplyToEnquiryInput, @CurrentActing() acting: ActingUser): Promise<EnquiryDetail> {
    return this.inbox.reply(id, input, acting);
  }

  @Endpoint(INBOX_ENDPOINTS.retryNotification)
  @HttpCode(HttpStatus.OK)
  retryNotification(@Param('id') id: string, @CurrentActing() acting: ActingUser): Promise<EnquiryDetail> {
    return this.inbox.retryNotification(id, acting);
  }
}
