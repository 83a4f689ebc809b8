import { defineEndpoint, MONEY_STAFF, PORTAL_ROLES, SIGNED_IN, TENANT_ONLY } from '../endpoints/endpoint';
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

/** Staff's condition reports (every staff role: reports are not money). The print route answers HTML. */
export const CONDITION_REPORT_ENDPOINTS = {
  list: defineEndpoint({
    area: 'tenancies',
    method: 'GET',
    path: '/api/admin/tenancies/:id/condition-reports',
    access: SIGNED_IN,
    response: ConditionReportListSchema,
  }),
  create: defineEndpoint({
    area: 'tenancies',
    method: 'POST',
    path: '/api/admin/tenancies/:id/condition-reports',
    access: SIGNED_IN,
    body: CreateConditionReportSchema,
    response: ConditionReportSchema,
  }),
  get: defineEndpoint({ area: 'tenancies', method: 'GET', path: '/api/admin/condition-reports/:id', access: SIGNED_IN, response: ConditionReportSchema }),
  save: defineEndpoint({
    area: 'tenancies',
    method: 'PUT',
    path: '/api/admin/condition-reports/:id',
    access: SIGNED_IN,
    body: SaveConditionReportSchema,
    response: ConditionReportSchema,
  }),
  addPhotos: defineEndpoint({
    area: 'tenancies',
    method: 'POST',
    path: '/api/admin/condition-reports/:id/items/:itemId/photos',
    access: SIGNED_IN,
    accepts: 'multipart',
    response: ConditionReportSchema,
  }),
  share: defineEndpoint({
    area: 'tenancies',
    method: 'POST',
    path: '/api/admin/condition-reports/:id/share',
    access: SIGNED_IN,
    body: ShareConditionReportSchema,
    response: ConditionReportSchema,
  }),
  print: defineEndpoint({ area: 'tenancies', method: 'GET', path: '/api/admin/condition-reports/:id/print', access: SIGNED_IN }),
  photoFile: defineEndpoint({ area: 'tenancies', method: 'GET', path: '/api/admin/condition-reports/photos/:photoId/:file', access: SIGNED_IN }),
} as const;

/** The portal's condition reports: the tenancy's tenant and the unit's owner read them; only the tenant comments and acknowledges. */
export const CONDITION_REPORT_PORTAL_ENDPOINTS = {
  list: defineEndpoint({ area: 'portal', method: 'GET', path: '/api/portal/condition-reports', access: PORTAL_ROLES, response: ConditionReportListSchema }),
  get: defineEndpoint({ area: 'portal', method: 'GET', path: '/api/portal/condition-reports/:id', access: PORTAL_ROLES, response: ConditionReportSchema }),
  print: defineEndpoint({ area: 'portal', method: 'GET', path: '/api/portal/condition-reports/:id/print', access: PORTAL_ROLES }),
  photoFile: defineEndpoint({ area: 'portal', method: 'GET', path: '/api/portal/condition-reports/photos/:photoId/:file', access: PORTAL_ROLES }),
  comment: defineEndpoint({
    area: 'portal',
    method: 'PUT',
    path: '/api/portal/condition-reports/:id/items/:itemId/comment',
    access: TENANT_ONLY,
    body: ItemCommentSchema,
    response: ConditionReportSchema,
  }),
  acknowledge: defineEndpoint({
    area: 'portal',
    method: 'POST',
    path: '/api/portal/condition-reports/:id/acknowledge',
    access: TENANT_ONLY,
    body: AcknowledgeSchema,
    response: ConditionReportSchema,
  }),
  depositLetter: defineEndpoint({ area: 'portal', method: 'GET', path: '/api/portal/deposits/:tenancyId/letter', access: TENANT_ONLY }),
} as const;

/** Deposits: money, so admins and super admins only (decision 016). The letter route answers HTML. */
export const DEPOSIT_ENDPOINTS = {
  get: defineEndpoint({ area: 'rent', method: 'GET', path: '/api/admin/rent/tenancies/:id/deposit', access: MONEY_STAFF, response: TenancyDepositSchema }),
  save: defineEndpoint({
    area: 'rent',
    method: 'PUT',
    path: '/api/admin/rent/tenancies/:id/deposit',
    access: MONEY_STAFF,
    body: SaveDepositSchema,
    response: DepositSchema,
  }),
  addDeduction: defineEndpoint({
    area: 'rent',
    method: 'POST',
    path: '/api/admin/rent/tenancies/:id/deposit/deductions',
    access: MONEY_STAFF,
    body: AddDeductionSchema,
    response: DepositSchema,
  }),
  removeDeduction: defineEndpoint({
    area: 'rent',
    method: 'DELETE',
    path: '/api/admin/rent/tenancies/:id/deposit/deductions/:deductionId',
    access: MONEY_STAFF,
    response: DepositSchema,
  }),
  refund: defineEndpoint({
    area: 'rent',
    method: 'POST',
    path: '/api/admin/rent/tenancies/:id/deposit/refund',
    access: MONEY_STAFF,
    body: RefundDepositSchema,
    response: DepositSchema,
  }),
  letter: defineEndpoint({ area: 'rent', method: 'GET', path: '/api/admin/rent/tenancies/:id/deposit/letter', access: MONEY_STAFF }),
} as const;
