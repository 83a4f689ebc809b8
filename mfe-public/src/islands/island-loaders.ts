
/**
 * Every island of the public site: the interactive parts of pages that are otherwise HTML and CSS. The browser
 * fetches an island's code only when that island is on the page and wanted (see scheduleIslands).
 */
export const ISLAND_LOADERS = {
  'contact-form': () => import('../contact/components/contact-form').then((module) => module.ContactForm),
  'newsletter-form': () => import('../newsletter/components/newsletter-form').then((module) => module.NewsletterForm),
  'newsletter-link-action': () => import('../newsletter/components/newsletter-link-action').then((module) => module.NewsletterLinkAction),
  'map-facade': () => import('../company/components/map-facade').then((module) => module.MapFacade),
  'video-facade': () => import('../shared/components/video-facade').then((module) => module.VideoFacade),
};

export type IslandName = keyof typeof ISLAND_LOADERS;
export type IslandComponent<Name extends IslandName> = Awaited<ReturnType<(typeof ISLAND_LOADERS)[Name]>>;
export type IslandProps<Name extends IslandName> = IslandComponent<Name> extends (props: infer Props) => unknown ? Props : never;

/** When an island hydrates: as it comes near the screen (or is focused or tapped), or when the browser is idle. */
export type IslandHydration = 'visible' | 'idle';

/** The attributes of an island's element in the server's markup. */
export const ISLAND_ATTRIBUTES = {
  name: 'data-island',
  id: 'data-island-id',
  hydration: 'data-hydrate',
  props: 'data-props',
} as const;

/** useId values of an island are prefixed with its id, on the server and in the browser, so two islands never clash. */
export function islandIdentifierPrefix(id: string): string {
  return `${id}-`;
}
