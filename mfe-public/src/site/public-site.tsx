import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { UiProvider } from '@app/ui';
import { ToasterOnDemand } from '@app/web';
import PublicApp from '../app/public-app';
import { RouterPageAddress } from '../islands/router-page-address';
import { SiteOriginProvider } from '../islands/site-origin';

export type PublicSiteProps = {
  queryClient: QueryClient;
  siteOrigin: string;
  /** BrowserRouter in the browser, a StaticRouter at the requested address on the server. */
  Router: ComponentType<{ children: ReactNode }>;
};

/**
 * The whole public site: rendered on the server, where its islands are marked for the browser to hydrate alone, or
 * in the browser when a page came without its server render.
 */
export function PublicSite({ queryClient, siteOrigin, Router }: PublicSiteProps) {
  return (
    <UiProvider>
      <QueryClientProvider client={queryClient}>
        <SiteOriginProvider value={siteOrigin}>
          <Router>
            <RouterPageAddress>
              <PublicApp />
            </RouterPageAddress>
          </Router>
        </SiteOriginProvider>
        <ToasterOnDemand />
      </QueryClientProvider>
    </UiProvider>
  );
}
