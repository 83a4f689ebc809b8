import { BadRequestException, Controller, HttpCode, HttpStatus, Param, Res, UploadedFile, UseInterceptors } from '@nestjs/common';
import type { Response } from 'express';
import {
  type ArrearsQuery,
  ArrearsQuerySchema,
  type ArrearsReport,
  BANK_MESSAGES,
  type BankImport,
  type BankLine,
  type BankLinePage,
  type BankLinesQuery,
  BankLinesQuerySchema,
  type IgnoreBankLineInput,
  IgnoreBankLineSchema,
  type MatchBankLine,
  MatchBankLineSchema,
  RENT_ENDPOINTS,
  type SavedMapping,
  type StartBankImport,
  StartBankImportSchema,
} from '@app/contracts';
import type { LedgerActor } from '@app/core';
import { LedgerActing } from '../../common/current-user.decorator';
import { csvDownloadHeaders, writerOf } from '../../common/csv-file';
import { Endpoint } from '../../common/endpoint.decorator';
import { ValidBody, ValidQuery } from '../../common/zod-validation.pipe';
import { ArrearsService } from './arrears.service';
import { BankService } from './bank.service';
import { StatementFileInterceptor } from './statement-file.interceptor';

/** Bank reconciliation and the arrears report, in the staff's Rent area (MONEY_STAFF). */
@Controller()
export class BankController {
  constructor(
    private readonly bank: BankService,
    private readonly arrearsReport: ArrearsService,
  ) {}

  @Endpoint(RENT_ENDPOINTS.bankMappings)
  mappings(): Promise<SavedMapping[]> {
    return this.bank.mappings();
  }

  @Endpoint(RENT_ENDPOINTS.startBankImport)
  @HttpCode(HttpStatus.CREATED)
  start(@ValidBody(StartBankImportSchema) input: StartBankImport, @LedgerActing() actor: LedgerActor): Promise<BankImport> {
    return this.bank.start(input, actor);
  }

  /** 202: the file is stored and the import queued; the worker's job checks, saves and matches it (poll bankImport). */
  @Endpoint(RENT_ENDPOINTS.uploadBankFile)
  @HttpCode(HttpStatus.ACCEPTED)
  @UseInterceptors(StatementFileInterceptor)
  upload(@Param('id') id: string, @UploadedFile() file: { path: string; originalname: string } | undefined): Promise<BankImport> {
    if (!file) throw new BadRequestException(BANK_MESSAGES.noFile);
    return this.bank.upload(id, file);
  }

  @Endpoint(RENT_ENDPOINTS.bankImport)
  bankImport(@Param('id') id: string): Promise<BankImport> {
    return this.bank.bankImport(id);
  }

  @Endpoint(RENT_ENDPOINTS.bankLines)
  lines(@ValidQuery(BankLinesQuerySchema) query: BankLinesQuery): Promise<BankLinePage> {
    return this.bank.lines(query);
  }

  @Endpoint(RENT_ENDPOINTS.matchBankLine)
  @HttpCode(HttpStatus.OK)
  match(@Param('id') id: string, @ValidBody(MatchBankLineSchema) input: MatchBankLine, @LedgerActing() actor: LedgerActor): Promise<BankLine> {
    return this.bank.match(id, input, actor);
  }

  @Endpoint(RENT_ENDPOINTS.ignoreBankLine)
  @HttpCode(HttpStatus.OK)
  ignore(@Param('id') id: string, @ValidBody(IgnoreBankLineSchema) input: IgnoreBankLineInput, @LedgerActing() actor: LedgerActor): Promise<BankLine> {
    return this.bank.ignore(id, input.reason, actor);
  }

  @Endpoint(RENT_ENDPOINTS.unmatchBankLine)
  @HttpCode(HttpStatus.OK)
  unmatch(@Param('id') id: string, @LedgerActing() actor: LedgerActor): Promise<BankLine> {
    return this.bank.unmatch(id, actor);
  }

  @Endpoint(RENT_ENDPOINTS.arrears)
  arrears(@ValidQuery(ArrearsQuerySchema) query: ArrearsQuery): Promise<ArrearsReport> {
    return this.arrearsReport.report(query);
  }

  @Endpoint(RENT_ENDPOINTS.arrearsCsv)
  async arrearsCsv(@Res() response: Response): Promise<void> {
    csvDownloadHeaders(response, 'arrears');
    await this.arrearsReport.exportCsv(writerOf(response));
    response.end();
  }
}
