import type { RemoteName } from '@app/contracts';

/** Each remote's container name, the folder it is built in and the path it is served under. */
export const REMOTE_APPS: Record<RemoteName, { folder: string }> = {
  mfe_public: { folder: 'mfe-public' },
  mfe_admin_content: { folder: 'mfe-admin-content' },
  mfe_admin_media: { folder: 'mfe-admin-media' },
  mfe_admin_users: { folder: 'mfe-admin-users' },
  mfe_admin_inbox: { folder: 'mfe-admin-inbox' },
  mfe_admin_tenancies: { folder: 'mfe-admin-tenancies' },
  mfe_portal: { folder: 'mfe-portal' },
};

export const SHELL_FOLDER = 'shell';

export function remoteBasePath(folder: string): string {
  return `/mfe/${folder}`;
}
