export { REMOTE_CATALOGUE, REMOTE_NAMES, type RemoteName } from './remote-catalogue.generated';
export type { RemoteDeclaration } from './remote-declaration';

/** Where the API serves the remotes manifest; the shell and any remote that loads another read it. */
export const REMOTES_MANIFEST_URL = '/remotes.json';
