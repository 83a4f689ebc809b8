/** Where the shell mounts the portal. */
export const PORTAL_PATH = '/portal';
export const NEW_REQUEST_PATH = `${PORTAL_PATH}/new`;
export const requestPath = (id: string) => `${PORTAL_PATH}/requests/${encodeURIComponent(id)}`;
export const ownerRequestPath = (id: string) => `${PORTAL_PATH}/owner/requests/${encodeURIComponent(id)}`;
export const CURRENT_STATEMENT_PATH = `${PORTAL_PATH}/statements/current`;
/** The mailed statement links here too (`${PUBLIC_URL}/portal/statements/:id`). */
export const statementPath = (id: string) => `${PORTAL_PATH}/statements/${encodeURIComponent(id)}`;
/** The tenant's rent: balance, PayNow QR codes, "I've paid" and the ledger. */
export const RENT_PATH = `${PORTAL_PATH}/rent`;
/** The viewer's leases: stamping, diplomatic clause, documents, and the tenant's renewal offer (the offer mail links here). */
export const LEASE_PATH = `${PORTAL_PATH}/lease`;
/** Move-in and move-out condition reports; the tenant's mail links to one (`${PUBLIC_URL}/portal/condition-reports/:id`). */
export const CONDITION_REPORTS_PATH = `${PORTAL_PATH}/condition-reports`;
export const conditionReportPath = (id: string) => `${CONDITION_REPORTS_PATH}/${encodeURIComponent(id)}`;
