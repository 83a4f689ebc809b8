import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import compression from 'compression';
import express, { type NextFunction, type Request, type Response } from 'express';
import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { REMOTES_MANIFEST_URL } from '@app/contracts';
import { describeError } from '@app/core';
import type { ApiConfig } from '../config/api-config';
import { PostViewCounter, visitorOf } from '../blog/post-view-counter';
import { PUBLIC_READ_CACHE_CONTROL, sendPrepared } from '../common/prepared-response';
import { PublicPagesService, type ShellPage } from '../ssr/public-pages.service';
import { setStaticCacheHeaders } from './cache-headers';
import { RemoteDeployments } from '../remote-deployments/remote-deployments';
import { securityHeaders } from './security-headers';
import { isServerRoute } from './server-routes';
import { REMOTE_APPS, SHELL_FOLDER, remoteBasePath } from '../remote-deployments/web-apps';

const API_PREFIX = '/api';

/** Serves the built shell and remotes on the API's own origin; /api stays with Nest. */
export function serveWebApps(app: NestExpressApplication, config: ApiConfig) {
  app.use(compression());
  const deployments = app.get(RemoteDeployments);
  app.use(securityHeaders(deployments));
  if (config.NODE_ENV !== 'development') app.use(refuseSourceMaps);
  app.use(REMOTES_MANIFEST_URL, (_request: Request, response: Response) => {
    response.setHeader('Cache-Control', 'no-cache');
    response.json(deployments.manifest());
  });
  for (const { folder } of Object.values(REMOTE_APPS)) {
    const base = remoteBasePath(folder);
    app.use(base, staticFiles(path.join(config.WEB_ROOT, folder, 'dist')));
    app.use(base, notFound);
  }
  const shellDist = path.join(config.WEB_ROOT, SHELL_FOLDER, 'dist');
  app.use(shellFilesOnly(staticFiles(shellDist)));
  app.use(pageFallback(path.join(shellDist, 'index.html'), app.get(PublicPagesService), app.get(PostViewCounter)));
}

const SOURCE_MAP = /\.map$/i;

function notFound(_request: Request, response: Response) {
  response.status(404).type('text/plain').send('Not found');
}

/**
 * Production builds keep their source maps for error reporting only (hidden-source-map), and only `npm run dev`
 * (NODE_ENV=development) serves maps, to the browser's developer tools.
 */
function refuseSourceMaps(request: Request, response: Response, next: NextFunction) {
  if (!SOURCE_MAP.test(request.path) || isApiPath(request.path)) return next();
  notFound(request, response);
}

/** A path whose last segment has an extension, as every file of the built shell has (pages have none). */
const FILE_PATH = /\.[^/]*$/;

/**
 * The shell's files are looked up on disk for file paths outside /api only: neither an API call nor a page costs a
 * file system lookup.
 */
function shellFilesOnly(middleware: express.RequestHandler): express.RequestHandler {
  return (request, response, next) => (FILE_PATH.test(request.path) && !isApiPath(request.path) ? middleware(request, response, next) : next());
}

function staticFiles(root: string) {
  return express.static(root, { index: false, redirect: false, setHeaders: setStaticCacheHeaders });
}

/**
 * Every page route returns the shell's index.html, with the page's own head and status (404 for an unknown page or
 * post) and, for public pages, the page rendered on the server, so visitors see it before any script runs and
 * crawlers that run no JavaScript see all of it. Public pages may be cached (ETag, 304); staff pages and draft
 * previews never are.
 */
function pageFallback(indexFile: string, pages: PublicPagesService, views: PostViewCounter) {
  const logger = new Logger('PageFallback');
  const shellPage = cachedFile(indexFile);
  return async (request: Request, response: Response, next: NextFunction) => {
    const isPageRequest = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.path) && !isServerRoute(request.path);
    if (!isPageRequest) return next();
    let shell: ShellPage;
    try {
      shell = await shellPage();
    } catch {
      response.status(503).type('text/plain').send('The website has not been built yet. Run `npm run build`, then reload.');
      return;
    }
    try {
      const page = await pages.page(request.originalUrl, shell);
      if (page.kind === 'staff') {
        response.setHeader('Cache-Control', 'no-store');
        response.setHeader('X-Robots-Tag', 'noindex, nofollow');
        response.type('html').send(page.html);
        return;
      }
      if (page.postId) views.count(page.postId, visitorOf(request));
      if (!page.indexable) response.setHeader('X-Robots-Tag', 'noindex, nofollow');
      // A draft preview shows the draft as it is now, to whoever holds its link: no cache keeps it, and no request
      // from it (an image, a link followed) sends its address, which holds the link's secret.
      if (page.draftPreview) response.setHeader('Referrer-Policy', 'no-referrer');
      sendPrepared(request, response, page.body, page.draftPreview || page.formProblem ? 'no-store' : PUBLIC_READ_CACHE_CONTROL, page.status);
    } catch (error) {
      // The page still works in the browser; only its server-written head and body are missing.
      logger.error(`Could not render ${request.path}: ${describeError(error)}`);
      response.setHeader('Cache-Control', 'no-store');
      response.type('html').send(shell.html);
    }
  };
}

/** How long the shell's index.html is taken as read before its modification time is checked again. */
const SHELL_RECHECK_MS = 1000;

/**
 * Reads a file once and again only when it changes on disk (a deploy of the shell, a rebuild under `npm run dev`),
 * which is checked at most once per SHELL_RECHECK_MS, not on every request; its version is its mtime.
 */
function cachedFile(file: string): () => Promise<ShellPage> {
  let cached: ShellPage | null = null;
  let checkedAt = 0;
  return async () => {
    if (cached && Date.now() - checkedAt < SHELL_RECHECK_MS) return cached;
    const { mtimeMs } = await stat(file);
    checkedAt = Date.now();
    const version = String(mtimeMs);
    if (cached?.version !== version) cached = { version, html: await readFile(file, 'utf8') };
    return cached;
  };
}

export function isApiPath(pathname: string) {
  return pathname === API_PREFIX || pathname.startsWith(`${API_PREFIX}/`);
}
