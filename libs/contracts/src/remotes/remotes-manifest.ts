import { z } from 'zod';
import { REMOTE_NAMES } from './remote-names';

export const RemoteNameSchema = z.enum(REMOTE_NAMES);

/** Where each remote's mf-manifest.json lives; served at /remotes.json from deploy-time configuration. */
export const RemotesManifestSchema = z.object({
  remotes: z.record(RemoteNameSchema, z.string().min(1)),
});
export type RemotesManifest = z.infer<typeof RemotesManifestSchema>;
