import type { BankImport, BankLine, MatchSuggestion } from '@app/contracts';
import type { BankImportEntity, BankLineEntity, RentPaymentEntity } from '@app/core';
import { unitOf } from '../../tenancies/tenancy-view';

export function toBankImport(row: BankImportEntity): BankImport {
  return {
    id: row.id,
    account: row.account,
    format: row.format,
    fileName: row.fileName,
    status: row.status,
    totalLines: row.totalLines,
    processedLines: row.processedLines,
    addedLines: row.addedLines,
    duplicateLines: row.duplicateLines,
    matchedLines: row.matchedLines,
    debitLines: row.debitLines,
    errors: row.errors,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** A bank line with its payments (populated with their tenancies) and, for one in the queue, its suggestions. */
export function toBankLine(line: BankLineEntity, payments: RentPaymentEntity[], suggestions: MatchSuggestion[]): BankLine {
  return {
    id: line.id,
    account: line.account,
    valueDate: line.valueDate,
    amountCents: line.amountCents,
    direction: line.direction,
    description: line.description,
    balanceCents: line.balanceCents,
    method: line.method,
    status: line.status,
    lineNumber: line.lineNumber,
    ignoredReason: line.ignoredReason,
    payments: payments.map((payment) => ({
      paymentId: payment.id,
      tenancyId: payment.tenancy.id,
      tenantName: payment.tenancy.tenantName,
      unit: unitOf(payment.tenancy),
      amountCents: payment.amountCents,
      status: payment.status,
    })),
    suggestions,
  };
}
