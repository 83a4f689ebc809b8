import { createContext, useContext } from 'react';

/** The address of the page being rendered: the same on the server and in each island that hydrates it. */
export type PageAddress = { pathname: string; search: string };

const PageAddressContext = createContext<PageAddress | null>(null);

export const PageAddressProvider = PageAddressContext.Provider;

/** The page's address, for islands, which hydrate without a router. */
export function usePageAddress(): PageAddress {
  const address = useContext(PageAddressContext);
  if (!address) throw new Error('usePageAddress needs a PageAddressProvider (IslandFrame or RouterPageAddress)');
  return address;
}

/** One query parameter of the page's address, or null. */
export function usePageSearchParam(name: string): string | null {
  return new URLSearchParams(usePageAddress().search).get(name);
}
