import { z } from 'zod';

/** Module Federation container names of the four remotes (JS identifiers). */
export const REMOTE_NAMES = ['mfe_public', 'mfe_admin_content', 'mfe_admin_media', 'mfe_admin_users'] as const;
export const RemoteNameSchema = z.enum(REMOTE_NAMES);
export type RemoteName = z.infer<typeof RemoteNameSchema>;

/** Where the API serves the remotes manifest; the shell and any remote that loads another read it. */
export const REMOTES_MANIFEST_URL = '/remotes.json';

/** Where each remote's mf-manifest.json lives; served at /remotes.json from deploy-time configuration. */
export const RemotesManifestSchema = z.object({
  remotes: z.record(RemoteNameSchema, z.string().min(1)),
});
export type RemotesManifest = z.infer<typeof RemotesManifestSchema>;
