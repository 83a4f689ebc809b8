/** Module Federation container names of the remotes (JS identifiers). */
export const REMOTE_NAMES = [
  'mfe_public',
  'mfe_admin_content',
  'mfe_admin_media',
  'mfe_admin_users',
  'mfe_admin_inbox',
  'mfe_admin_tenancies',
  'mfe_portal',
] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Where the API serves the remotes manifest; the shell and any remote that loads another read it. */
export const REMOTES_MANIFEST_URL = '/remotes.json';
