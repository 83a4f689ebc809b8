import { defineEndpoint, MONEY_STAFF, OWNER_ONLY, SIGNED_IN } from '../endpoints/endpoint';
import { CreateOwnerSchema, OwnerInviteResultSchema, OwnerListQuerySchema, OwnerPageSchema, OwnerSchema, UpdateOwnerSchema } from './owner';
import { OwnerMaintenancePageSchema, OwnerMaintenanceRequestSchema, OwnerRequestsQuerySchema, OwnerUnitsSchema } from './owner-portal';
import { OwnerStatementPageSchema, OwnerStatementSchema, StatementListQuerySchema } from './owner-statement';

/**
 * Owners: every staff role reads them and invites them; only admins and super admins create and edit them (the
 * management fee) and read their statements (decision 016).
 */
export const OWNER_ENDPOINTS = {
  list: defineEndpoint({ area: 'owners', method: 'GET', path: '/api/admin/owners', access: SIGNED_IN, query: OwnerListQuerySchema, response: OwnerPageSchema }),
  create: defineEndpoint({ area: 'owners', method: 'POST', path: '/api/admin/owners', access: MONEY_STAFF, body: CreateOwnerSchema, response: OwnerSchema }),
  get: defineEndpoint({ area: 'owners', method: 'GET', path: '/api/admin/owners/:id', access: SIGNED_IN, response: OwnerSchema }),
  update: defineEndpoint({ area: 'owners', method: 'PUT', path: '/api/admin/owners/:id', access: MONEY_STAFF, body: UpdateOwnerSchema, response: OwnerSchema }),
  invite: defineEndpoint({ area: 'owners', method: 'POST', path: '/api/admin/owners/:id/invite', access: SIGNED_IN, response: OwnerInviteResultSchema }),
  statements: defineEndpoint({
    area: 'owners',
    method: 'GET',
    path: '/api/admin/owners/:id/statements',
    access: MONEY_STAFF,
    query: StatementListQuerySchema,
    response: OwnerStatementPageSchema,
  }),
  statement: defineEndpoint({
    area: 'owners',
    method: 'GET',
    path: '/api/admin/owners/:id/statements/:statementId',
    access: MONEY_STAFF,
    response: OwnerStatementSchema,
  }),
};

/** The owner's view of the portal: their own units, the requests on them, and their statements. */
export const OWNER_PORTAL_ENDPOINTS = {
  units: defineEndpoint({ area: 'portal', method: 'GET', path: '/api/portal/owner/units', access: OWNER_ONLY, response: OwnerUnitsSchema }),
  requests: defineEndpoint({
    area: 'portal',
    method: 'GET',
    path: '/api/portal/owner/requests',
    access: OWNER_ONLY,
    query: OwnerRequestsQuerySchema,
    response: OwnerMaintenancePageSchema,
  }),
  request: defineEndpoint({
    area: 'portal',
    method: 'GET',
    path: '/api/portal/owner/requests/:id',
    access: OWNER_ONLY,
    response: OwnerMaintenanceRequestSchema,
  }),
  photoFile: defineEndpoint({ area: 'portal', method: 'GET', path: '/api/portal/owner/photos/:photoId/:file', access: OWNER_ONLY }),
  statements: defineEndpoint({
    area: 'portal',
    method: 'GET',
    path: '/api/portal/owner/statements',
    access: OWNER_ONLY,
    query: StatementListQuerySchema,
    response: OwnerStatementPageSchema,
  }),
  /** The current month so far, from the same figures the 1st's statement will take: not final. */
  currentStatement: defineEndpoint({
    area: 'portal',
    method: 'GET',
    path: '/api/portal/owner/statements/current',
    access: OWNER_ONLY,
    response: OwnerStatementSchema,
  }),
  statement: defineEndpoint({ area: 'portal', method: 'GET', path: '/api/portal/owner/statements/:id', access: OWNER_ONLY, response: OwnerStatementSchema }),
};
