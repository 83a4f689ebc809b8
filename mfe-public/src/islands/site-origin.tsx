import { createContext, useContext } from 'react';

const SiteOriginContext = createContext<string | null>(null);

/** The site's public origin, given by the server render (the same on both sides, so share links hydrate as sent). */
export const SiteOriginProvider = SiteOriginContext.Provider;

export function useSiteOrigin(): string {
  return useContext(SiteOriginContext) ?? window.location.origin;
}
