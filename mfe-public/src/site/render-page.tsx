import { finished } from 'node:stream/promises';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import type { PageRenderRequest, RenderedPageBody } from '@app/contracts';
import { configureServerRequests, createQueryClient, isApiError } from '@app/web';
import { IslandCollectorProvider } from '../islands/island';
import { ServerIslands } from '../islands/render-islands';
import { FormProblemProvider } from '../shared/components/form-post-fields';
import { PublicSite } from './public-site';

/** A page's data may depend on other data (a post's related articles on the post): at most this many rounds. */
const MAX_DATA_ROUNDS = 4;

/**
 * Renders a public page with its data. Each round renders the page until its lazy chunks have loaded, then fetches
 * the queries it asked for (the same endpoint queries the browser uses), until a round asks for nothing new. The
 * page is then rendered once more, synchronously, into plain markup (no streaming scripts, which the Content
 * Security Policy would block), with its styles; its islands are then rendered each on its own (see ServerIslands).
 */
export async function renderPage(request: PageRenderRequest): Promise<RenderedPageBody> {
  configureServerRequests({ origin: request.apiOrigin, headers: request.requestHeaders });
  const queryClient = createQueryClient();
  // A query that failed as the page's own content (404, 410) renders as failed: its page says so. Trying it again
  // on mount would render it as loading, and nothing hydrates that part of the page to end the wait.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retryOnMount: false } });
  const site = (
    <FormProblemProvider value={request.formProblem ?? null}>
      <PublicSite
        queryClient={queryClient}
        siteOrigin={request.siteOrigin}
        Router={({ children }) => <StaticRouter location={request.url}>{children}</StaticRouter>}
      />
    </FormProblemProvider>
  );
  for (let round = 1; round <= MAX_DATA_ROUNDS; round += 1) {
    await prerender(site);
    const asked = unfetchedQueries(queryClient);
    if (asked.length === 0) break;
    await Promise.all(asked.map((query) => query.fetch().catch(() => undefined)));
  }
  assertDataLoaded(queryClient, request.url);
  const sheet = new ServerStyleSheet();
  const islands = new ServerIslands();
  try {
    const page = renderToString(sheet.collectStyles(<IslandCollectorProvider value={islands.collect}>{site}</IslandCollectorProvider>));
    const html = islands.fill(page, sheet);
    return { html, styles: sheet.getStyleTags(), state: { siteOrigin: request.siteOrigin } };
  } finally {
    sheet.seal();
  }
}

/**
 * A page whose data could not be loaded (the API or its database down) is not rendered: the caller sends it for the
 * browser to render, and keeps nothing. Something that does not exist (404) or no longer does (410, a withdrawn
 * preview link) is the page's own content.
 */
function assertDataLoaded(queryClient: QueryClient, url: string): void {
  const failed = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status !== 'success' && !isPageContent(query.state.error));
  if (failed.length > 0) throw new Error(`The data of ${url} could not be loaded: ${failed.map((query) => query.queryHash).join(', ')}`);
}

function isPageContent(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 410);
}

/** Renders until every lazy chunk of the page has loaded; the markup itself is not kept. */
async function prerender(element: ReactNode): Promise<void> {
  const { prelude } = await prerenderToNodeStream(element);
  prelude.resume();
  await finished(prelude);
}

function unfetchedQueries(queryClient: QueryClient) {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle');
}
