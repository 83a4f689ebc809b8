import type { AddressInfo } from 'node:net';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import {
  FORM_PROBLEM_PARAM,
  type FormProblem,
  type RemoteName,
  SERVER_MANIFEST_FILE,
  SERVER_RENDER_MODULE,
  type RenderedPageBody,
  type ServerRenderModule,
} from '@app/contracts';
import { isStaffPath } from '@app/content';
import { PublicContentCache, describeError, withTimeout } from '@app/core';
import { type PreparedResponse, prepareResponse } from '../common/prepared-response';
import { API_CONFIG, type ApiConfig } from '../config/api-config';
import { injectHead } from '../seo/page-head';
import { PageHeadsService } from '../seo/page-heads.service';
import { isDraftPreviewPath } from '../seo/page-routes';
import { REMOTE_APPS, remoteBasePath } from '../remote-deployments/web-apps';
import { withRenderedBody } from './page-document';
import { RemoteServerContainer } from './remote-server-container';
import { RenderRequests } from '../common/render-requests';
import { FormProblems } from '../form-posts/form-problems';

const PUBLIC_SITE: RemoteName = 'mfe_public';
const HTML = 'text/html; charset=utf-8';

/** The shell's index.html as built, and a version that changes with each build. */
export type ShellPage = { html: string; version: string };

/**
 * A page as sent. Public pages come prepared (compressed, with an ETag) and may be cached by browsers and CDNs;
 * staff pages are the shell as built. `postId`: the post the page shows, whose view the request counts. `draftPreview`:
 * a draft through its preview link, whose address holds the link's secret. `formProblem`: a form refused without
 * JavaScript shown again with what one visitor typed, never cached.
 */
export type PageAnswer =
  | { kind: 'public'; status: 200 | 404 | 410; body: PreparedResponse; indexable: boolean; draftPreview: boolean; formProblem: boolean; postId?: string }
  | { kind: 'staff'; html: string };

/**
 * The documents of the site's pages: the shell with each page's head and, for public pages, the site rendered on
 * the server by mfe-public's server container. A public page is built once per public content cache generation (so a
 * publish shows at once), deploy of mfe-public and shell build. A render that fails or takes too long degrades to
 * the page without it (the browser renders it, as before), with a warning, and is not kept.
 */
@Injectable()
export class PublicPagesService {
  private readonly logger = new Logger(PublicPagesService.name);
  private readonly container: RemoteServerContainer<ServerRenderModule>;
  constructor(
    private readonly heads: PageHeadsService,
    private readonly cache: PublicContentCache,
    private readonly renderRequests: RenderRequests,
    private readonly formProblems: FormProblems,
    private readonly http: HttpAdapterHost,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {
    this.container = new RemoteServerContainer({
      name: PUBLIC_SITE,
      exposed: SERVER_RENDER_MODULE,
      manifestUrl: () => this.serverManifestUrl(),
      checkIntervalMs: config.REMOTE_CHECK_INTERVAL_MS,
    });
  }

  async page(url: string, shell: ShellPage): Promise<PageAnswer> {
    const { pathname, searchParams } = new URL(url, 'http://page');
    if (isStaffPath(pathname)) return { kind: 'staff', html: shell.html };
    const problemId = searchParams.get(FORM_PROBLEM_PARAM);
    const container = await this.container.current();
    if (container) {
      const key = `page:${shell.version}:${container.version}:${url}`;
      const rendered =
        problemId !== null
          ? await this.renderedPage(url, shell, container.module, await this.formProblems.read(problemId))
          : isDraftPreviewPath(pathname)
            ? await this.renderedPage(url, shell, container.module)
            : await this.cache.memo(key, () => this.renderedPage(url, shell, container.module));
      if (rendered) return rendered;
    }
    return this.publicPage(url, shell, null, problemId !== null);
  }

  /**
   * The page with its server render; null when the render failed (not kept: the next request tries again). A page
   * showing a refused form (`formProblem`, even one no longer kept) is never cached: its address is one visitor's.
   */
  private async renderedPage(url: string, shell: ShellPage, site: ServerRenderModule, formProblem?: FormProblem | null): Promise<PageAnswer | null> {
    const rendered = await this.render(site, url, formProblem ?? null);
    return rendered ? this.publicPage(url, shell, rendered, formProblem !== undefined) : null;
  }

  private async publicPage(url: string, shell: ShellPage, rendered: RenderedPageBody | null, formProblem = false): Promise<PageAnswer> {
    const { pathname, searchParams } = new URL(url, 'http://page');
    const { status, head, postId, surrogateKeys } = await this.heads.render(pathname, searchParams);
    if (!head) return { kind: 'staff', html: shell.html };
    const withHead = injectHead(shell.html, head);
    const html = rendered ? withRenderedBody(withHead, rendered) : withHead;
    const draftPreview = isDraftPreviewPath(pathname);
    return { kind: 'public', status, body: await prepareResponse(html, HTML, surrogateKeys), indexable: head.indexable, draftPreview, formProblem, postId };
  }

  private async render(site: ServerRenderModule, url: string, formProblem: FormProblem | null): Promise<RenderedPageBody | null> {
    try {
      const request = {
        url,
        siteOrigin: new URL(this.config.PUBLIC_URL).origin,
        apiOrigin: this.ownOrigin(),
        requestHeaders: this.renderRequests.headers(),
        formProblem,
      };
      return await withTimeout(site.renderPage(request), this.config.SSR_TIMEOUT_MS, 'The server render');
    } catch (error) {
      this.logger.warn(`Sending ${url} without its server render: ${describeError(error)}`);
      return null;
    }
  }

  private serverManifestUrl(): string {
    const base = this.config.SERVER_REMOTES_BASE_URL.replace(/\/$/, '') || this.ownOrigin();
    return `${base}${remoteBasePath(REMOTE_APPS[PUBLIC_SITE].folder)}/${SERVER_MANIFEST_FILE}`;
  }

  /** This process's own loopback address: the render reaches the API and the remote's files there. */
  private ownOrigin(): string {
    const address = this.http.httpAdapter.getHttpServer().address() as AddressInfo | null;
    if (!address) throw new Error('The API is not listening yet');
    const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
    return `http://${host === '0.0.0.0' || host === '[::]' ? '127.0.0.1' : host}:${address.port}`;
  }
}
