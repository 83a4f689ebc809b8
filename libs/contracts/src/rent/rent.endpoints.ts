import { z } from 'zod';
import { defineEndpoint, MONEY_STAFF, OWNER_ONLY, TENANT_ONLY } from '../endpoints/endpoint';
import {
  ArrearsQuerySchema,
  ArrearsReportSchema,
  BankImportSchema,
  BankLinePageSchema,
  BankLineSchema,
  BankLinesQuerySchema,
  IgnoreBankLineSchema,
  MatchBankLineSchema,
  SavedMappingSchema,
  StartBankImportSchema,
} from './bank';
import { OwnerRentSeriesSchema } from './owner-rent';
import {
  AddChargeSchema,
  AddCreditSchema,
  ChargeSchema,
  ClaimPaymentSchema,
  CreditSchema,
  LedgerPageSchema,
  LedgerQuerySchema,
  OverdueTotalSchema,
  PaymentResultSchema,
  PaymentSchema,
  PendingPaymentPageSchema,
  PendingPaymentsQuerySchema,
  RecordPaymentSchema,
  RejectPaymentSchema,
  RentAccountPageSchema,
  RentAccountsQuerySchema,
  RentBalanceSchema,
} from './rent';
import { OpenChargeSchema, TenantRentSchema } from './rent-portal';
import {
  OwnerRentSettingsInputSchema,
  OwnerRentSettingsSchema,
  TenancyRentSettingsInputSchema,
  TenancyRentSettingsSchema,
  UnitPayeeSchema,
} from './rent-settings';

/** The staff's Rent area: admins and super admins only (decision 016). */
export const RENT_ENDPOINTS = {
  accounts: defineEndpoint({
    area: 'rent',
    method: 'GET',
    path: '/api/admin/rent/accounts',
    access: MONEY_STAFF,
    query: RentAccountsQuerySchema,
    response: RentAccountPageSchema,
  }),
  overdue: defineEndpoint({ area: 'rent', method: 'GET', path: '/api/admin/rent/overdue', access: MONEY_STAFF, response: OverdueTotalSchema }),
  balance: defineEndpoint({ area: 'rent', method: 'GET', path: '/api/admin/rent/tenancies/:id/balance', access: MONEY_STAFF, response: RentBalanceSchema }),
  ledger: defineEndpoint({
    area: 'rent',
    method: 'GET',
    path: '/api/admin/rent/tenancies/:id/ledger',
    access: MONEY_STAFF,
    query: LedgerQuerySchema,
    response: LedgerPageSchema,
  }),
  recordPayment: defineEndpoint({
    area: 'rent',
    method: 'POST',
    path: '/api/admin/rent/tenancies/:id/payments',
    access: MONEY_STAFF,
    body: RecordPaymentSchema,
    response: PaymentResultSchema,
  }),
  addCharge: defineEndpoint({
    area: 'rent',
    method: 'POST',
    path: '/api/admin/rent/tenancies/:id/charges',
    access: MONEY_STAFF,
    body: AddChargeSchema,
    response: ChargeSchema,
  }),
  addCredit: defineEndpoint({
    area: 'rent',
    method: 'POST',
    path: '/api/admin/rent/tenancies/:id/credits',
    access: MONEY_STAFF,
    body: AddCreditSchema,
    response: CreditSchema,
  }),
  tenancySettings: defineEndpoint({
    area: 'rent',
    method: 'GET',
    path: '/api/admin/rent/tenancies/:id/settings',
    access: MONEY_STAFF,
    response: TenancyRentSettingsSchema,
  }),
  updateTenancySettings: defineEndpoint({
    area: 'rent',
    method: 'PUT',
    path: '/api/admin/rent/tenancies/:id/settings',
    access: MONEY_STAFF,
    body: TenancyRentSettingsInputSchema,
    response: TenancyRentSettingsSchema,
  }),
  /** The "I've paid" queue, the longest waiting first. */
  pendingPayments: defineEndpoint({
    area: 'rent',
    method: 'GET',
    path: '/api/admin/rent/pending-payments',
    access: MONEY_STAFF,
    query: PendingPaymentsQuerySchema,
    response: PendingPaymentPageSchema,
  }),
  confirmPayment: defineEndpoint({
    area: 'rent',
    method: 'POST',
    path: '/api/admin/rent/payments/:id/confirm',
    access: MONEY_STAFF,
    response: PaymentResultSchema,
  }),
  rejectPayment: defineEndpoint({
    area: 'rent',
    method: 'POST',
    path: '/api/admin/rent/payments/:id/reject',
    access: MONEY_STAFF,
    body: RejectPaymentSchema,
    response: PaymentSchema,
  }),
  screenshotFile: defineEndpoint({ area: 'rent', method: 'GET', path: '/api/admin/rent/screenshots/:photoId/:file', access: MONEY_STAFF }),
  ownerSettings: defineEndpoint({
    area: 'rent',
    method: 'GET',
    path: '/api/admin/rent/owners/:id/settings',
    access: MONEY_STAFF,
    response: OwnerRentSettingsSchema,
  }),
  updateOwnerSettings: defineEndpoint({
    area: 'rent',
    method: 'PUT',
    path: '/api/admin/rent/owners/:id/settings',
    access: MONEY_STAFF,
    body: OwnerRentSettingsInputSchema,
    response: OwnerRentSettingsSchema,
  }),
  /** Who receives a unit's rent by PayNow; answers the unit's owner's settings. */
  updateUnitPayee: defineEndpoint({
    area: 'rent',
    method: 'PUT',
    path: '/api/admin/rent/units/:unitId/payee',
    access: MONEY_STAFF,
    body: UnitPayeeSchema,
    response: OwnerRentSettingsSchema,
  }),
  /** The CSV column mappings saved per bank account. */
  bankMappings: defineEndpoint({
    area: 'rent',
    method: 'GET',
    path: '/api/admin/rent/bank-mappings',
    access: MONEY_STAFF,
    response: z.array(SavedMappingSchema),
  }),
  /** An import's row (and a CSV's mapping, saved for its account), before its file. */
  startBankImport: defineEndpoint({
    area: 'rent',
    method: 'POST',
    path: '/api/admin/rent/bank-imports',
    access: MONEY_STAFF,
    body: StartBankImportSchema,
    response: BankImportSchema,
  }),
  /**
   * Multipart, field `file`: the statement, stored and handed to the worker (202 with the import, queued); the worker
   * checks it whole, saves it in one transaction and matches it, writing its progress on the import.
   */
  uploadBankFile: defineEndpoint({
    area: 'rent',
    method: 'POST',
    path: '/api/admin/rent/bank-imports/:id/file',
    access: MONEY_STAFF,
    accepts: 'multipart',
    response: BankImportSchema,
  }),
  /** An import's progress, polled while its worker's job runs. */
  bankImport: defineEndpoint({ area: 'rent', method: 'GET', path: '/api/admin/rent/bank-imports/:id', access: MONEY_STAFF, response: BankImportSchema }),
  bankLines: defineEndpoint({
    area: 'rent',
    method: 'GET',
    path: '/api/admin/rent/bank-lines',
    access: MONEY_STAFF,
    query: BankLinesQuerySchema,
    response: BankLinePageSchema,
  }),
  matchBankLine: defineEndpoint({
    area: 'rent',
    method: 'POST',
    path: '/api/admin/rent/bank-lines/:id/match',
    access: MONEY_STAFF,
    body: MatchBankLineSchema,
    response: BankLineSchema,
  }),
  ignoreBankLine: defineEndpoint({
    area: 'rent',
    method: 'POST',
    path: '/api/admin/rent/bank-lines/:id/ignore',
    access: MONEY_STAFF,
    body: IgnoreBankLineSchema,
    response: BankLineSchema,
  }),
  /** Back to the queue: a match's payments are withdrawn (their allocations undone), or an ignored line is queued again. */
  unmatchBankLine: defineEndpoint({
    area: 'rent',
    method: 'POST',
    path: '/api/admin/rent/bank-lines/:id/unmatch',
    access: MONEY_STAFF,
    response: BankLineSchema,
  }),
  arrears: defineEndpoint({
    area: 'rent',
    method: 'GET',
    path: '/api/admin/rent/arrears',
    access: MONEY_STAFF,
    query: ArrearsQuerySchema,
    response: ArrearsReportSchema,
  }),
  /** The arrears report as a CSV download, streamed. */
  arrearsCsv: defineEndpoint({ area: 'rent', method: 'GET', path: '/api/admin/rent/arrears/export', access: MONEY_STAFF }),
};

/** The tenant's rent in the portal: only their own tenancies, charges, payments and screenshots (else 404). */
export const RENT_PORTAL_ENDPOINTS = {
  account: defineEndpoint({ area: 'rent', method: 'GET', path: '/api/portal/rent/tenancies/:id', access: TENANT_ONLY, response: TenantRentSchema }),
  ledger: defineEndpoint({
    area: 'rent',
    method: 'GET',
    path: '/api/portal/rent/tenancies/:id/ledger',
    access: TENANT_ONLY,
    query: LedgerQuerySchema,
    response: LedgerPageSchema,
  }),
  /** One open (or paid) charge with its PayNow QR for what is still open. */
  charge: defineEndpoint({ area: 'rent', method: 'GET', path: '/api/portal/rent/charges/:id', access: TENANT_ONLY, response: OpenChargeSchema }),
  /** "I've paid": a pending payment until staff confirm or reject it. */
  claimPayment: defineEndpoint({
    area: 'rent',
    method: 'POST',
    path: '/api/portal/rent/tenancies/:id/payments',
    access: TENANT_ONLY,
    body: ClaimPaymentSchema,
    response: PaymentSchema,
  }),
  /** Multipart, field `files` (one file): a screenshot of the transfer on a pending claim (the repair-photo pipeline's types and size). */
  addScreenshot: defineEndpoint({
    area: 'rent',
    method: 'POST',
    path: '/api/portal/rent/payments/:id/screenshot',
    access: TENANT_ONLY,
    accepts: 'multipart',
    response: PaymentSchema,
  }),
  screenshotFile: defineEndpoint({ area: 'rent', method: 'GET', path: '/api/portal/rent/screenshots/:photoId/:file', access: TENANT_ONLY }),
};

/** The owner's home page chart. */
export const OWNER_RENT_PORTAL_ENDPOINTS = {
  series: defineEndpoint({ area: 'rent', method: 'GET', path: '/api/portal/owner/rent-series', access: OWNER_ONLY, response: OwnerRentSeriesSchema }),
  /** The 12-month chart as an SVG document drawn on the server (image/svg+xml): `:unit` is a unit's id, or `all` for the total. */
  chart: defineEndpoint({ area: 'rent', method: 'GET', path: '/api/portal/owner/rent-charts/:unit', access: OWNER_ONLY }),
};
