// A subpath of its own, not in '@app/web': the shell's first chunk reads the manifest and starts the public site
// without loading the shared '@app/web' chunk.
export { loadedRemoteModule, loadRemoteModule, readRemotesManifest } from './load-remote-module';
