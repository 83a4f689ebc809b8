/** What a remote's package.json declares about it ("remote"), as the catalogue generated from it keeps it. */
export interface RemoteDeclaration {
  /** Its folder at the workspace root, also its package name; it is served under /mfe/<folder>/. */
  folder: string;
  /** The path below which the shell shows it. */
  route: string;
  /** Its exposed modules, by the name `loadRemoteModule` takes. */
  exposes: readonly string[];
  /** Its server container renders pages in the API. */
  rendersOnServer: boolean;
}
