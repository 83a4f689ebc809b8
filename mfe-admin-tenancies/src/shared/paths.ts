import { staffRentLedgerPath } from '@app/contracts';

/** Where the shell mounts this remote. */
export const TENANCIES_PATH = '/admin/tenancies';
export const MAINTENANCE_PATH = `${TENANCIES_PATH}/maintenance`;

export const tenancyPath = (id: string) => `${TENANCIES_PATH}/${encodeURIComponent(id)}`;
export const maintenanceRequestPath = (id: string) => `${MAINTENANCE_PATH}/${encodeURIComponent(id)}`;
export const OWNERS_PATH = `${TENANCIES_PATH}/owners`;
export const ownerPath = (id: string) => `${OWNERS_PATH}/${encodeURIComponent(id)}`;
export const ownerStatementPath = (ownerId: string, statementId: string) => `${ownerPath(ownerId)}/statements/${encodeURIComponent(statementId)}`;
export const handoverPath = (tenancyId: string) => `${tenancyPath(tenancyId)}/handover`;
export const conditionReportPath = (id: string) => `${TENANCIES_PATH}/condition-reports/${encodeURIComponent(id)}`;
export const RENT_PATH = `${TENANCIES_PATH}/rent`;
export const rentAccountPath = staffRentLedgerPath;
export const BANK_IMPORT_PATH = `${RENT_PATH}/import`;
export const BANK_LINES_PATH = `${RENT_PATH}/bank-lines`;
export const ARREARS_PATH = `${RENT_PATH}/arrears`;
