/** Where the shell mounts the portal. */
export const PORTAL_PATH = '/portal';
export const NEW_REQUEST_PATH = `${PORTAL_PATH}/new`;
export const requestPath = (id: string) => `${PORTAL_PATH}/requests/${encodeURIComponent(id)}`;
