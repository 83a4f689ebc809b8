import { REMOTE_CATALOGUE, type RemoteDeclaration, type RemoteName } from '@app/contracts';

/** Each remote by container name, with the folder it is built in (served under remoteBasePath), as it declares itself. */
export const REMOTE_APPS: Record<RemoteName, RemoteDeclaration> = REMOTE_CATALOGUE;

export const SHELL_FOLDER = 'shell';

export function remoteBasePath(folder: string): string {
  return `/mfe/${folder}`;
}
