import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from '@app/ui';
import { SiteOriginProvider } from './site-origin';
import { type PageAddress, PageAddressProvider } from './page-address';

/** What every island knows of its page, on the server and in the browser alike. */
export type IslandContext = { address: PageAddress; siteOrigin: string };

/**
 * The providers around an island: the theme, the page's address and the site's origin. No query client: islands
 * get their data as props and send their requests with useRequest. The server renders each
 * island inside this frame on its own, as the browser hydrates it, so their markup (and their useId values) match.
 * It renders no element and no global style: the page's global styles come with the server's markup.
 */
export function IslandFrame({ context, children }: { context: IslandContext; children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <PageAddressProvider value={context.address}>
        <SiteOriginProvider value={context.siteOrigin}>{children}</SiteOriginProvider>
      </PageAddressProvider>
    </ThemeProvider>
  );
}
