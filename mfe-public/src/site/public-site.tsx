import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { UiProvider } from '@app/ui';
import { ToasterOnDemand } from '@app/web';
import PublicApp from '../app/public-app';
import { SiteOriginProvider } from './site-origin';

export type PublicSiteProps = {
  queryClient: QueryClient;
  siteOrigin: string;
  /** BrowserRouter in the browser, a StaticRouter at the requested address on the server. */
  Router: ComponentType<{ children: ReactNode }>;
};

/** The whole public site, the same tree on the server and in the browser, so the browser hydrates what was sent. */
export function PublicSite({ queryClient, siteOrigin, Router }: PublicSiteProps) {
  return (
    <UiProvider>
      <QueryClientProvider client={queryClient}>
        <SiteOriginProvider value={siteOrigin}>
          <Router>
            <PublicApp />
          </Router>
        </SiteOriginProvider>
        <ToasterOnDemand />
      </QueryClientProvider>
    </UiProvider>
  );
}
