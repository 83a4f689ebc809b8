import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { RENDER_REQUEST_HEADER, SERVER_MANIFEST_FILE, SERVER_RENDER_MODULE, type RenderedPageBody, type ServerRenderModule } from '@app/contracts';
import { describeError, withTimeout } from '@app/core';
import { API_CONFIG, type ApiConfig } from '../config/api-config';
import { injectHead } from '../seo/page-head';
import { PageHeadsService } from '../seo/page-heads.service';
import { remotesManifest } from '../web/remotes-manifest';
import { withRenderedBody } from './page-document';
import { RemoteServerContainer } from './remote-server-container';

const PUBLIC_SITE = 'mfe_public';

/** A page as sent: its status and document; `rendered` tells whether the site's markup is in it. */
export type PageAnswer = { status: 200 | 404; html: string; rendered: boolean; indexable: boolean };

/**
 * The documents of the site's pages: the shell with each page's head, and for public pages the site rendered on
 * the server by mfe-public's server container. A render that fails or takes too long degrades to the page without
 * it (the browser renders it, as before), with a warning.
 */
@Injectable()
export class PublicPagesService {
  private readonly logger = new Logger(PublicPagesService.name);
  private readonly container: RemoteServerContainer<ServerRenderModule>;
  /** Marks the render's own API calls; only this process knows it. */
  readonly renderToken = randomBytes(24).toString('base64url');

  constructor(
    private readonly heads: PageHeadsService,
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

  async page(url: string, shellHtml: string): Promise<PageAnswer> {
    const pathname = new URL(url, 'http://page').pathname;
    const { status, head } = await this.heads.render(pathname);
    if (!head) return { status, html: shellHtml, rendered: false, indexable: false };
    const withHead = injectHead(shellHtml, head);
    const body = await this.render(url);
    return body
      ? { status, html: withRenderedBody(withHead, body), rendered: true, indexable: head.indexable }
      : { status, html: withHead, rendered: false, indexable: head.indexable };
  }

  private async render(url: string): Promise<RenderedPageBody | null> {
    try {
      return await withTimeout(this.renderWithContainer(url), this.config.SSR_TIMEOUT_MS, 'The server render');
    } catch (error) {
      this.logger.warn(`Sending ${url} without its server render: ${describeError(error)}`);
      return null;
    }
  }

  private async renderWithContainer(url: string): Promise<RenderedPageBody> {
    const { module } = await this.container.current();
    return module.renderPage({
      url,
      siteOrigin: new URL(this.config.PUBLIC_URL).origin,
      apiOrigin: this.ownOrigin(),
      requestHeaders: { [RENDER_REQUEST_HEADER]: this.renderToken },
    });
  }

  private serverManifestUrl(): string {
    const browserManifest = remotesManifest(this.config).remotes[PUBLIC_SITE];
    return new URL(SERVER_MANIFEST_FILE, new URL(browserManifest ?? '', `${this.ownOrigin()}/`)).toString();
  }

  /** This process's own loopback address: the render reaches the API and the remote's files there. */
  private ownOrigin(): string {
    const address = this.http.httpAdapter.getHttpServer().address() as AddressInfo | null;
    if (!address) throw new Error('The API is not listening yet');
    const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
    return `http://${host === '0.0.0.0' || host === '[::]' ? '127.0.0.1' : host}:${address.port}`;
  }
}
