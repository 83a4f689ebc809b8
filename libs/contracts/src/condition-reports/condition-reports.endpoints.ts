import { MONEY_STAFF, PORTAL_ROLES, SIGNED_IN, TENANT_ONLY } from '../endpoints/endpoint';
import { endpointsOf } from '../endpoints/endpoint-routes';
import {
  AcknowledgeSchema,
  ConditionReportListSchema,
  ConditionReportSchema,
  CreateConditionReportSchema,
  ItemCommentSchema,
  SaveConditionReportSchema,
  ShareConditionReportSchema,
} from './condition-reports';
import { AddDeductionSchema, DepositSchema, RefundDepositSchema, SaveDepositSchema, TenancyDepositSchema } from './deposits';

const conditionReports = endpointsOf('tenancies', SIGNED_IN);

/** Staff's condition reports (every staff role: reports are not money). The print route answers HTML. */
export const CONDITION_REPORT_ENDPOINTS = {
  list: conditionReports.get('/api/admin/tenancies/:id/condition-reports', { response: ConditionReportListSchema }),
  create: conditionReports.post('/api/admin/tenancies/:id/condition-reports', { body: CreateConditionReportSchema, response: ConditionReportSchema }),
  get: conditionReports.get('/api/admin/condition-reports/:id', { response: ConditionReportSchema }),
  save: conditionReports.put('/api/admin/condition-reports/:id', { body: SaveConditionReportSchema, response: ConditionReportSchema }),
  addPhotos: conditionReports.post('/api/admin/condition-reports/:id/items/:itemId/photos', { accepts: 'multipart', response: ConditionReportSchema }),
  share: conditionReports.post('/api/admin/condition-reports/:id/share', { body: ShareConditionReportSchema, response: ConditionReportSchema }),
  print: conditionReports.get('/api/admin/condition-reports/:id/print'),
  photoFile: conditionReports.get('/api/admin/condition-reports/photos/:photoId/:file'),
} as const;

const portalConditionReports = endpointsOf('portal', PORTAL_ROLES);

/** The portal's condition reports: the tenancy's tenant and the unit's owner read them; only the tenant comments and acknowledges. */
export const CONDITION_REPORT_PORTAL_ENDPOINTS = {
  list: portalConditionReports.get('/api/portal/condition-reports', { response: ConditionReportListSchema }),
  get: portalConditionReports.get('/api/portal/condition-reports/:id', { response: ConditionReportSchema }),
  print: portalConditionReports.get('/api/portal/condition-reports/:id/print'),
  photoFile: portalConditionReports.get('/api/portal/condition-reports/photos/:photoId/:file'),
  comment: portalConditionReports.put('/api/portal/condition-reports/:id/items/:itemId/comment', {
    access: TENANT_ONLY,
    body: ItemCommentSchema,
    response: ConditionReportSchema,
  }),
  acknowledge: portalConditionReports.post('/api/portal/condition-reports/:id/acknowledge', {
    access: TENANT_ONLY,
    body: AcknowledgeSchema,
    response: ConditionReportSchema,
  }),
  depositLetter: portalConditionReports.get('/api/portal/deposits/:tenancyId/letter', { access: TENANT_ONLY }),
} as const;

const deposits = endpointsOf('rent', MONEY_STAFF);

/** Deposits: money, so admins and super admins only (decision 016). The letter route answers HTML. */
export const DEPOSIT_ENDPOINTS = {
  get: deposits.get('/api/admin/rent/tenancies/:id/deposit', { response: TenancyDepositSchema }),
  save: deposits.put('/api/admin/rent/tenancies/:id/deposit', { body: SaveDepositSchema, response: DepositSchema }),
  addDeduction: deposits.post('/api/admin/rent/tenancies/:id/deposit/deductions', { body: AddDeductionSchema, response: DepositSchema }),
  removeDeduction: deposits.delete('/api/admin/rent/tenancies/:id/deposit/deductions/:deductionId', { response: DepositSchema }),
  refund: deposits.post('/api/admin/rent/tenancies/:id/deposit/refund', { body: RefundDepositSchema, response: DepositSchema }),
  letter: deposits.get('/api/admin/rent/tenancies/:id/deposit/letter'),
} as const;
