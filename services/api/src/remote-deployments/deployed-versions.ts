import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { RemotesManifest } from '@app/contracts';

const VERSION_READ_TIMEOUT_MS = 1500;
/** `/mfe/<folder>/<file>`: a remote this API serves from WEB_ROOT/<folder>/dist. */
const SERVED_HERE = /^\/mfe\/([^/]+)\/([^?#]+)$/;

/** What a Module Federation mf-manifest.json says of its build (MF_BUILD_VERSION, else the package version). */
const MfManifestSchema = z.object({ metaData: z.object({ buildInfo: z.object({ buildVersion: z.string() }) }) });

export type DeployedRemote = { url: string; version: string | null };

/**
 * The version each remote of `manifest` is served at, from its mf-manifest.json: on disk for the remotes this API
 * serves (relative URLs), over HTTP for the others; null when it does not answer in time or is no manifest.
 */
export async function deployedVersions(manifest: RemotesManifest, webRoot: string): Promise<Record<string, DeployedRemote>> {
  const entries = await Promise.all(
    Object.entries(manifest.remotes).map(async ([name, url]) => [name, { url, version: await buildVersionOf(url, webRoot) }] as const),
  );
  return Object.fromEntries(entries);
}

async function buildVersionOf(url: string, webRoot: string): Promise<string | null> {
  try {
    const parsed = MfManifestSchema.safeParse(JSON.parse(await readManifest(url, webRoot)));
    return parsed.success ? parsed.data.metaData.buildInfo.buildVersion : null;
  } catch {
    return null;
  }
}

async function readManifest(url: string, webRoot: string): Promise<string> {
  const servedHere = SERVED_HERE.exec(url);
  if (servedHere) return readFile(path.join(webRoot, servedHere[1] ?? '', 'dist', servedHere[2] ?? ''), 'utf8');
  const response = await fetch(url, { signal: AbortSignal.timeout(VERSION_READ_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}
