import { readFile } from 'node:fs/promises';
import path from 'node:path';
import compression from 'compression';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { RemotesManifest } from '@app/contracts';
import type { ApiConfig } from '../config/api-config';
import { setStaticCacheHeaders } from './cache-headers';
import { securityHeaders } from './security-headers';
import { REMOTE_APPS, SHELL_FOLDER, remoteBasePath } from './web-apps';

const API_PREFIX = '/api';

/** Serves the built shell and remotes on the API's own origin; /api stays with Nest. */
export function serveWebApps(app: NestExpressApplication, config: ApiConfig) {
  app.use(compression());
  app.use(securityHeaders);
  app.use('/remotes.json', (_request: Request, response: Response) => {
    response.setHeader('Cache-Control', 'no-cache');
    response.json(remotesManifest(config));
  });
  for (const { folder } of Object.values(REMOTE_APPS)) {
    const base = remoteBasePath(folder);
    app.use(base, staticFiles(path.join(config.WEB_ROOT, folder, 'dist')));
    app.use(base, (_request: Request, response: Response) => response.status(404).type('text/plain').send('Not found'));
  }
  const shellDist = path.join(config.WEB_ROOT, SHELL_FOLDER, 'dist');
  app.use(staticFiles(shellDist));
  app.use(singlePageFallback(path.join(shellDist, 'index.html')));
}

export function remotesManifest(config: ApiConfig): RemotesManifest {
  const base = config.REMOTES_BASE_URL.replace(/\/$/, '');
  const remotes = Object.fromEntries(
    Object.entries(REMOTE_APPS).map(([name, { folder }]) => [name, `${base}${remoteBasePath(folder)}/mf-manifest.json`]),
  );
  return { remotes } as RemotesManifest;
}

function staticFiles(root: string) {
  return express.static(root, { index: false, redirect: false, setHeaders: setStaticCacheHeaders });
}

/** Every page route returns the shell's index.html; the shell's router decides what to show. */
function singlePageFallback(indexFile: string) {
  return async (request: Request, response: Response, next: NextFunction) => {
    const isPageRequest = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.path);
    if (!isPageRequest) return next();
    try {
      const html = await readFile(indexFile, 'utf8');
      response.setHeader('Cache-Control', 'no-cache');
      response.type('html').send(html);
    } catch {
      response.status(503).type('text/plain').send('The website has not been built yet. Run `npm run build`, then reload.');
    }
  };
}

function isApiPath(pathname: string) {
  return pathname === API_PREFIX || pathname.startsWith(`${API_PREFIX}/`);
}
