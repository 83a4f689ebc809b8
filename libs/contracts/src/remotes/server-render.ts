import type { FormProblem } from '../common/form-post.constants';

/** The public site's server render: what the API asks of mfe-public's server container and what it gets back. */

/** The element holding what the browser needs of a rendered page (JSON): its islands carry their own props. */
export const PAGE_STATE_ELEMENT_ID = 'hl-page-state';

/** The server container's exposed module, and the path of its manifest beside the remote's browser manifest. */
export const SERVER_RENDER_MODULE = 'ssr';
export const SERVER_MANIFEST_FILE = 'server/mf-manifest.json';

/** Marks the render's own data requests to the API, which then count no post view (the page itself counts it). */
export const RENDER_REQUEST_HEADER = 'x-harbourline-render';

export type PageRenderRequest = {
  /** Path and query of the page, as the browser asked for it. */
  url: string;
  /** The site's public origin (share links, canonical addresses). */
  siteOrigin: string;
  /** Where the render reaches the API for the page's data (the API's own loopback address). */
  apiOrigin: string;
  /** Headers every data request of the render carries. */
  requestHeaders: Record<string, string>;
  /** A form of the page posted without JavaScript and refused: rendered again with its messages and values. */
  formProblem?: FormProblem | null;
};

/** What the browser needs to hydrate the page's islands: the page state is written into PAGE_STATE_ELEMENT_ID. */
export type PageState = { siteOrigin: string };

export type RenderedPageBody = {
  /** The markup of the site's root element. */
  html: string;
  /** styled-components' <style> elements for that markup. */
  styles: string;
  state: PageState;
};

export type ServerRenderModule = { renderPage(request: PageRenderRequest): Promise<RenderedPageBody> };
