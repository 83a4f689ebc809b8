import { MONEY_STAFF, OWNER_ONLY, SIGNED_IN } from '../endpoints/endpoint';
import { endpointsOf } from '../endpoints/endpoint-routes';
import { CreateOwnerSchema, OwnerInviteResultSchema, OwnerListQuerySchema, OwnerPageSchema, OwnerSchema, UpdateOwnerSchema } from './owner';
import { OwnerMaintenancePageSchema, OwnerMaintenanceRequestSchema, OwnerRequestsQuerySchema, OwnerUnitsSchema } from './owner-portal';
import { OwnerStatementPageSchema, OwnerStatementSchema, StatementListQuerySchema } from './owner-statement';

const owners = endpointsOf('owners', SIGNED_IN);

/**
 * Owners: every staff role reads them and invites them; only admins and super admins create and edit them (the
 * management fee) and read their statements (decision 016).
 */
export const OWNER_ENDPOINTS = {
  list: owners.get('/api/admin/owners', { query: OwnerListQuerySchema, response: OwnerPageSchema }),
  create: owners.post('/api/admin/owners', { access: MONEY_STAFF, body: CreateOwnerSchema, response: OwnerSchema }),
  get: owners.get('/api/admin/owners/:id', { response: OwnerSchema }),
  update: owners.put('/api/admin/owners/:id', { access: MONEY_STAFF, body: UpdateOwnerSchema, response: OwnerSchema }),
  invite: owners.post('/api/admin/owners/:id/invite', { response: OwnerInviteResultSchema }),
  statements: owners.get('/api/admin/owners/:id/statements', { access: MONEY_STAFF, query: StatementListQuerySchema, response: OwnerStatementPageSchema }),
  statement: owners.get('/api/admin/owners/:id/statements/:statementId', { access: MONEY_STAFF, response: OwnerStatementSchema }),
};

const ownerPortal = endpointsOf('portal', OWNER_ONLY);

/** The owner's view of the portal: their own units, the requests on them, and their statements. */
export const OWNER_PORTAL_ENDPOINTS = {
  units: ownerPortal.get('/api/portal/owner/units', { response: OwnerUnitsSchema }),
  requests: ownerPortal.get('/api/portal/owner/requests', { query: OwnerRequestsQuerySchema, response: OwnerMaintenancePageSchema }),
  request: ownerPortal.get('/api/portal/owner/requests/:id', { response: OwnerMaintenanceRequestSchema }),
  photoFile: ownerPortal.get('/api/portal/owner/photos/:photoId/:file'),
  statements: ownerPortal.get('/api/portal/owner/statements', { query: StatementListQuerySchema, response: OwnerStatementPageSchema }),
  /** The current month so far, from the same figures the 1st's statement will take: not final. */
  currentStatement: ownerPortal.get('/api/portal/owner/statements/current', { response: OwnerStatementSchema }),
  statement: ownerPortal.get('/api/portal/owner/statements/:id', { response: OwnerStatementSchema }),
};
