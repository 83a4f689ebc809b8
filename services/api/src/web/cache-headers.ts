import path from 'node:path';
import type { NextFunction, Request, Response } from 'express';

/** Files whose names carry a content hash never change: browsers may keep them for a year. */
const HASHED_FILE = /\.[0-9a-f]{10}\.(js|css)$/;

/** Entry points that name the hashed files: always revalidated, so a redeploy shows at once. */
const ENTRY_FILES = new Set(['index.html', 'remoteEntry.js', 'mf-manifest.json', 'mf-stats.json']);

export function setStaticCacheHeaders(response: Response, filePath: string) {
  const name = path.basename(filePath);
  if (ENTRY_FILES.has(name)) response.setHeader('Cache-Control', 'no-cache');
  else if (HASHED_FILE.test(name)) response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  else response.setHeader('Cache-Control', 'public, max-age=3600');
}

/**
 * No cache keeps an API answer unless its handler says otherwise: most depend on the session cookie (and sign-in and
 * sign-out set it), and a handler that reads no session today may tomorrow. The exceptions set their own policy over
 * this one, on success only: the prepared public blog reads (sendPrepared with PUBLIC_READ_CACHE_CONTROL).
 */
export function neverStoreApiAnswers(_request: Request, response: Response, next: NextFunction) {
  response.setHeader('Cache-Control', 'no-store');
  next();
}
