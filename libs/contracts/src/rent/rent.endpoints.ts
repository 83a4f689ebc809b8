import { z } from 'zod';
import { MONEY_STAFF, OWNER_ONLY, TENANT_ONLY } from '../endpoints/endpoint';
import { endpointsOf } from '../endpoints/endpoint-routes';
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

const staffRent = endpointsOf('rent', MONEY_STAFF);

/** The staff's Rent area: admins and super admins only (decision 016). */
export const RENT_ENDPOINTS = {
  accounts: staffRent.get('/api/admin/rent/accounts', { query: RentAccountsQuerySchema, response: RentAccountPageSchema }),
  overdue: staffRent.get('/api/admin/rent/overdue', { response: OverdueTotalSchema }),
  balance: staffRent.get('/api/admin/rent/tenancies/:id/balance', { response: RentBalanceSchema }),
  ledger: staffRent.get('/api/admin/rent/tenancies/:id/ledger', { query: LedgerQuerySchema, response: LedgerPageSchema }),
  recordPayment: staffRent.post('/api/admin/rent/tenancies/:id/payments', { body: RecordPaymentSchema, response: PaymentResultSchema }),
  addCharge: staffRent.post('/api/admin/rent/tenancies/:id/charges', { body: AddChargeSchema, response: ChargeSchema }),
  addCredit: staffRent.post('/api/admin/rent/tenancies/:id/credits', { body: AddCreditSchema, response: CreditSchema }),
  tenancySettings: staffRent.get('/api/admin/rent/tenancies/:id/settings', { response: TenancyRentSettingsSchema }),
  updateTenancySettings: staffRent.put('/api/admin/rent/tenancies/:id/settings', { body: TenancyRentSettingsInputSchema, response: TenancyRentSettingsSchema }),
  /** The "I've paid" queue, the longest waiting first. */
  pendingPayments: staffRent.get('/api/admin/rent/pending-payments', { query: PendingPaymentsQuerySchema, response: PendingPaymentPageSchema }),
  confirmPayment: staffRent.post('/api/admin/rent/payments/:id/confirm', { response: PaymentResultSchema }),
  rejectPayment: staffRent.post('/api/admin/rent/payments/:id/reject', { body: RejectPaymentSchema, response: PaymentSchema }),
  screenshotFile: staffRent.get('/api/admin/rent/screenshots/:photoId/:file'),
  ownerSettings: staffRent.get('/api/admin/rent/owners/:id/settings', { response: OwnerRentSettingsSchema }),
  updateOwnerSettings: staffRent.put('/api/admin/rent/owners/:id/settings', { body: OwnerRentSettingsInputSchema, response: OwnerRentSettingsSchema }),
  /** Who receives a unit's rent by PayNow; answers the unit's owner's settings. */
  updateUnitPayee: staffRent.put('/api/admin/rent/units/:unitId/payee', { body: UnitPayeeSchema, response: OwnerRentSettingsSchema }),
  /** The CSV column mappings saved per bank account. */
  bankMappings: staffRent.get('/api/admin/rent/bank-mappings', { response: z.array(SavedMappingSchema) }),
  /** An import's row (and a CSV's mapping, saved for its account), before its file. */
  startBankImport: staffRent.post('/api/admin/rent/bank-imports', { body: StartBankImportSchema, response: BankImportSchema }),
  /**
   * Multipart, field `file`: the statement, stored and handed to the worker (202 with the import, queued); the worker
   * checks it whole, saves it in one transaction and matches it, writing its progress on the import.
   */
  uploadBankFile: staffRent.post('/api/admin/rent/bank-imports/:id/file', { accepts: 'multipart', response: BankImportSchema }),
  /** An import's progress, polled while its worker's job runs. */
  bankImport: staffRent.get('/api/admin/rent/bank-imports/:id', { response: BankImportSchema }),
  bankLines: staffRent.get('/api/admin/rent/bank-lines', { query: BankLinesQuerySchema, response: BankLinePageSchema }),
  matchBankLine: staffRent.post('/api/admin/rent/bank-lines/:id/match', { body: MatchBankLineSchema, response: BankLineSchema }),
  ignoreBankLine: staffRent.post('/api/admin/rent/bank-lines/:id/ignore', { body: IgnoreBankLineSchema, response: BankLineSchema }),
  /** Back to the queue: a match's payments are withdrawn (their allocations undone), or an ignored line is queued again. */
  unmatchBankLine: staffRent.post('/api/admin/rent/bank-lines/:id/unmatch', { response: BankLineSchema }),
  arrears: staffRent.get('/api/admin/rent/arrears', { query: ArrearsQuerySchema, response: ArrearsReportSchema }),
  /** The arrears report as a CSV download, streamed. */
  arrearsCsv: staffRent.get('/api/admin/rent/arrears/export'),
};

const tenantRent = endpointsOf('rent', TENANT_ONLY);

/** The tenant's rent in the portal: only their own tenancies, charges, payments and screenshots (else 404). */
export const RENT_PORTAL_ENDPOINTS = {
  account: tenantRent.get('/api/portal/rent/tenancies/:id', { response: TenantRentSchema }),
  ledger: tenantRent.get('/api/portal/rent/tenancies/:id/ledger', { query: LedgerQuerySchema, response: LedgerPageSchema }),
  /** One open (or paid) charge with its PayNow QR for what is still open. */
  charge: tenantRent.get('/api/portal/rent/charges/:id', { response: OpenChargeSchema }),
  /** "I've paid": a pending payment until staff confirm or reject it. */
  claimPayment: tenantRent.post('/api/portal/rent/tenancies/:id/payments', { body: ClaimPaymentSchema, response: PaymentSchema }),
  /** Multipart, field `files` (one file): a screenshot of the transfer on a pending claim (the repair-photo pipeline's types and size). */
  addScreenshot: tenantRent.post('/api/portal/rent/payments/:id/screenshot', { accepts: 'multipart', response: PaymentSchema }),
  screenshotFile: tenantRent.get('/api/portal/rent/screenshots/:photoId/:file'),
};

const ownerRent = endpointsOf('rent', OWNER_ONLY);

/** The owner's home page chart. */
export const OWNER_RENT_PORTAL_ENDPOINTS = {
  series: ownerRent.get('/api/portal/owner/rent-series', { response: OwnerRentSeriesSchema }),
  /** The 12-month chart as an SVG document drawn on the server (image/svg+xml): `:unit` is a unit's id, or `all` for the total. */
  chart: ownerRent.get('/api/portal/owner/rent-charts/:unit'),
};
