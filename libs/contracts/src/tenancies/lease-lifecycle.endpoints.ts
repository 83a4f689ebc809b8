import { MONEY_STAFF, PORTAL_ROLES, SIGNED_IN, TENANT_ONLY } from '../endpoints/endpoint';
import { endpointsOf } from '../endpoints/endpoint-routes';
import { TenancyDocumentListSchema, TenancyDocumentSchema } from './lease-documents';
import { PortalLeaseListSchema } from './lease-portal';
import { AnswerRenewalOfferSchema, CreateRenewalOfferSchema, RenewalOfferListSchema, RenewalOfferSchema } from './renewal';

const leases = endpointsOf('tenancies', SIGNED_IN);

/** Staff's side of a lease: its documents and renewal offers. Uploads and offers are tenancy changes: admins only (decision 016). */
export const LEASE_ENDPOINTS = {
  documents: leases.get('/api/admin/tenancies/:id/documents', { response: TenancyDocumentListSchema }),
  /** Multipart: field `file` (a PDF, JPEG or PNG) and `kind` (agreement or stamp_certificate). */
  uploadDocument: leases.post('/api/admin/tenancies/:id/documents', { access: MONEY_STAFF, accepts: 'multipart', response: TenancyDocumentSchema }),
  documentFile: leases.get('/api/admin/tenancies/:id/documents/:documentId'),
  renewalOffers: leases.get('/api/admin/tenancies/:id/renewal-offers', { response: RenewalOfferListSchema }),
  offerRenewal: leases.post('/api/admin/tenancies/:id/renewal-offers', { access: MONEY_STAFF, body: CreateRenewalOfferSchema, response: RenewalOfferSchema }),
  /** Takes back an offer the tenant has not answered yet (409 once answered or withdrawn). */
  withdrawRenewal: leases.post('/api/admin/tenancies/:id/renewal-offers/:offerId/withdraw', { access: MONEY_STAFF, response: RenewalOfferSchema }),
};

const portalLeases = endpointsOf('portal', PORTAL_ROLES);

/** The portal's side: the viewer's leases (tenant or owner), their documents, and the tenant's answer to a renewal offer. */
export const LEASE_PORTAL_ENDPOINTS = {
  leases: portalLeases.get('/api/portal/leases', { response: PortalLeaseListSchema }),
  documentFile: portalLeases.get('/api/portal/lease-documents/:documentId'),
  answerRenewal: portalLeases.post('/api/portal/renewal-offers/:id/answer', {
    access: TENANT_ONLY,
    body: AnswerRenewalOfferSchema,
    response: RenewalOfferSchema,
  }),
};
