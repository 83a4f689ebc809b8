/** Where the shell mounts this remote. */
export const TENANCIES_PATH = '/admin/tenancies';
export const MAINTENANCE_PATH = `${TENANCIES_PATH}/maintenance`;

export const tenancyPath = (id: string) => `${TENANCIES_PATH}/${encodeURIComponent(id)}`;
export const maintenanceRequestPath = (id: string) => `${MAINTENANCE_PATH}/${encodeURIComponent(id)}`;
