import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { PageAddressProvider } from './page-address';

/**
 * The router's location as the page address, for the whole site rendered on the server or, as a fallback, in the
 * browser. Apart from page-address.tsx, so that islands, which hydrate without a router, never load one.
 */
export function RouterPageAddress({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  return <PageAddressProvider value={{ pathname, search }}>{children}</PageAddressProvider>;
}
