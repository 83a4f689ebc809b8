import { API_DOCS_ENDPOINTS } from './api-docs/api-docs.endpoints';
import { ACCOUNT_ENDPOINTS } from './account/account.endpoints';
import { PASSWORD_RESET_ENDPOINTS } from './account/password-reset.endpoints';
import { AUTH_ENDPOINTS } from './auth/auth.endpoints';
import { CONTENT_ENDPOINTS, PREVIEW_LINK_ENDPOINTS, REVISION_ENDPOINTS, STATS_ENDPOINTS } from './content/content.endpoints';
import { HEALTH_ENDPOINTS } from './health/health.endpoints';
import { INBOX_ENDPOINTS } from './inbox/inbox.endpoints';
import { MEDIA_ENDPOINTS } from './media/media.endpoints';
import { PROPERTIES_ENDPOINTS } from './properties/properties.endpoints';
import { OPS_ENDPOINTS } from './ops/ops.endpoints';
import { PUBLIC_ENDPOINT_GROUPS } from './public/public.endpoint-schemas';
import { USERS_ENDPOINTS } from './users/users.endpoints';
import { AUDIT_ENDPOINTS } from './audit/audit.endpoints';
import { VIEWINGS_ENDPOINTS } from './viewings/viewings-admin.endpoints';
import { VIEWINGS_PUBLIC_ENDPOINT_GROUPS } from './viewings/viewings.endpoint-schemas';
import { MAINTENANCE_ENDPOINTS, PORTAL_ENDPOINTS, TENANCY_ENDPOINTS } from './tenancies/tenancies.endpoints';
import { LEASE_ENDPOINTS, LEASE_PORTAL_ENDPOINTS } from './tenancies/lease-lifecycle.endpoints';
import { OWNER_ENDPOINTS, OWNER_PORTAL_ENDPOINTS } from './owners/owners.endpoints';
import { OWNER_RENT_PORTAL_ENDPOINTS, RENT_ENDPOINTS, RENT_PORTAL_ENDPOINTS } from './rent/rent.endpoints';
import { CONDITION_REPORT_ENDPOINTS, CONDITION_REPORT_PORTAL_ENDPOINTS, DEPOSIT_ENDPOINTS } from './condition-reports/condition-reports.endpoints';
import type { Endpoint } from './endpoints/endpoint';

/** Every endpoint the server answers; a test fails any Nest route missing here or guarded otherwise. */
export const ENDPOINT_CATALOGUE: readonly Endpoint[] = [
  AUTH_ENDPOINTS,
  USERS_ENDPOINTS,
  ...PUBLIC_ENDPOINT_GROUPS,
  CONTENT_ENDPOINTS,
  STATS_ENDPOINTS,
  MEDIA_ENDPOINTS,
  HEALTH_ENDPOINTS,
  INBOX_ENDPOINTS,
  PROPERTIES_ENDPOINTS,
  REVISION_ENDPOINTS,
  API_DOCS_ENDPOINTS,
  OPS_ENDPOINTS,
  PREVIEW_LINK_ENDPOINTS,
  ACCOUNT_ENDPOINTS,
  PASSWORD_RESET_ENDPOINTS,
  AUDIT_ENDPOINTS,
  VIEWINGS_ENDPOINTS,
  ...VIEWINGS_PUBLIC_ENDPOINT_GROUPS,
  TENANCY_ENDPOINTS,
  MAINTENANCE_ENDPOINTS,
  PORTAL_ENDPOINTS,
  LEASE_ENDPOINTS,
  LEASE_PORTAL_ENDPOINTS,
  OWNER_ENDPOINTS,
  OWNER_PORTAL_ENDPOINTS,
  RENT_ENDPOINTS,
  RENT_PORTAL_ENDPOINTS,
  OWNER_RENT_PORTAL_ENDPOINTS,
  CONDITION_REPORT_ENDPOINTS,
  CONDITION_REPORT_PORTAL_ENDPOINTS,
  DEPOSIT_ENDPOINTS,
].flatMap((area) => Object.values(area));
