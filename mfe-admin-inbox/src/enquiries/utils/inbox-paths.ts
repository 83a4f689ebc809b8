/** Where the shell mounts this remote. */
export const INBOX_PATH = '/admin/inbox';

export const enquiryPath = (id: string) => `${INBOX_PATH}/enquiries/${encodeURIComponent(id)}`;
