import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { dismissToast } from '@app/web';
import { sentBodies, stubApi } from '@app/web/testing';
import { NewsletterForm } from '../newsletter/components/newsletter-form';
import { SiteOriginProvider } from './site-origin';
import { hydrateIsland } from '../site/hydrate-island';
import { Island, IslandCollectorProvider } from './island';
import type { IslandContext } from './island-frame';
import { ServerIslands } from './render-islands';
import { PageAddressProvider } from './page-address';

const CONTEXT: IslandContext = { address: { pathname: '/about', search: '' }, siteOrigin: 'https://harbourline.example' };

/** A page as the server renders it: its islands each rendered alone, in their elements. */
function serverPage(page: React.ReactElement): HTMLElement {
  const sheet = new ServerStyleSheet();
  const islands = new ServerIslands();
  const markup = renderToString(
    sheet.collectStyles(
      <IslandCollectorProvider value={islands.collect}>
        <PageAddressProvider value={CONTEXT.address}>
          <SiteOriginProvider value={CONTEXT.siteOrigin}>{page}</SiteOriginProvider>
        </PageAddressProvider>
      </IslandCollectorProvider>,
    ),
  );
  const container = document.createElement('div');
  container.dataset.page = '';
  container.innerHTML = islands.fill(markup, sheet);
  sheet.seal();
  document.querySelectorAll('[data-page]').forEach((page) => page.remove());
  document.body.append(container);
  return container;
}

const islandElement = (id: string) => document.querySelector(`[data-island-id="${id}"]`) as HTMLElement;

describe('islands', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error');
  });
  afterEach(() => {
    consoleError.mockRestore();
    act(() => dismissToast());
  });

  it('are sent by the server as elements with their name, id and props, around markup that works alone', () => {
    serverPage(
      <main>
        <h1>Static text</h1>
        <Island name="newsletter-form" id="newsletter-footer" component={NewsletterForm} props={{ variant: 'footer' }} />
      </main>,
    );
    const island = islandElement('newsletter-footer');
    expect(island).toHaveAttribute('data-island', 'newsletter-form');
    expect(island).toHaveAttribute('data-hydrate', 'visible');
    expect(JSON.parse(island.getAttribute('data-props') ?? '')).toEqual({ variant: 'footer' });
    const form = screen.getByRole('form', { name: 'Newsletter subscription' });
    expect(form).toHaveAttribute('action', '/api/newsletter/subscribe/form');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    expect(island).not.toContainElement(screen.getByRole('heading', { name: 'Static text' }));
  });

  it('hydrate one by one without a mismatch, and then work: the newsletter form sends JSON', async () => {
    const api = stubApi([
      { method: 'POST', path: '/api/newsletter/subscribe', status: 201, body: { success: true, message: 'Thanks', confirmationPending: false } },
    ]);
    serverPage(<Island name="newsletter-form" id="newsletter-footer" component={NewsletterForm} props={{ variant: 'footer' }} />);

    // hydrateIsland resolves once React has committed the island: act lets it render, then flushes its effects.
    let hydrated: Promise<void> = Promise.resolve();
    await act(async () => {
      hydrated = hydrateIsland(islandElement('newsletter-footer'), CONTEXT);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    await hydrated;
    await userEvent.type(screen.getByRole('textbox', { name: 'Email address' }), 'mei.ling@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));

    await waitFor(() => expect(sentBodies(api, 'POST', '/api/newsletter/subscribe')).toEqual([expect.objectContaining({ email: 'mei.ling@example.com' })]));
    expect(consoleError).not.toHaveBeenCalled();
  });
});
