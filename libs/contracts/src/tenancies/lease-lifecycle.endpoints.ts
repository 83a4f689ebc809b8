import { defineEndpoint, MONEY_STAFF, PORTAL_ROLES, SIGNED_IN, TENANT_ONLY } from '../endpoints/endpoint';
import { TenancyDocumentListSchema, TenancyDocumentSchema } from './lease-documents';
import { PortalLeaseListSchema } from './lease-portal';
import { AnswerRenewalOfferSchema, CreateRenewalOfferSchema, RenewalOfferListSchema, RenewalOfferSchema } from './renewal';

/** Staff's side of a lease: its documents and renewal offers. Uploads and offers are tenancy changes: admins only (decision 016). */
export const LEASE_ENDPOINTS = {
  documents: defineEndpoint({
    area: 'tenancies',
    method: 'GET',
    path: '/api/admin/tenancies/:id/documents',
    access: SIGNED_IN,
    response: TenancyDocumentListSchema,
  }),
  /** Multipart: field `file` (a PDF, JPEG or PNG) and `kind` (agreement or stamp_certificate). */
  uploadDocument: defineEndpoint({
    area: 'tenancies',
    method: 'POST',
    path: '/api/admin/tenancies/:id/documents',
    access: MONEY_STAFF,
    accepts: 'multipart',
    response: TenancyDocumentSchema,
  }),
  documentFile: defineEndpoint({ area: 'tenancies', method: 'GET', path: '/api/admin/tenancies/:id/documents/:documentId', access: SIGNED_IN }),
  renewalOffers: defineEndpoint({
    area: 'tenancies',
    method: 'GET',
    path: '/api/admin/tenancies/:id/renewal-offers',
    access: SIGNED_IN,
    response: RenewalOfferListSchema,
  }),
  offerRenewal: defineEndpoint({
    area: 'tenancies',
    method: 'POST',
    path: '/api/admin/tenancies/:id/renewal-offers',
    access: MONEY_STAFF,
    body: CreateRenewalOfferSchema,
    response: RenewalOfferSchema,
  }),
  /** Takes back an offer the tenant has not answered yet (409 once answered or withdrawn). */
  withdrawRenewal: defineEndpoint({
    area: 'tenancies',
    method: 'POST',
    path: '/api/admin/tenancies/:id/renewal-offers/:offerId/withdraw',
    access: MONEY_STAFF,
    response: RenewalOfferSchema,
  }),
};

/** The portal's side: the viewer's leases (tenant or owner), their documents, and the tenant's answer to a renewal offer. */
export const LEASE_PORTAL_ENDPOINTS = {
  leases: defineEndpoint({ area: 'portal', method: 'GET', path: '/api/portal/leases', access: PORTAL_ROLES, response: PortalLeaseListSchema }),
  documentFile: defineEndpoint({ area: 'portal', method: 'GET', path: '/api/portal/lease-documents/:documentId', access: PORTAL_ROLES }),
  answerRenewal: defineEndpoint({
    area: 'portal',
    method: 'POST',
    path: '/api/portal/renewal-offers/:id/answer',
    access: TENANT_ONLY,
    body: AnswerRenewalOfferSchema,
    response: RenewalOfferSchema,
  }),
};
