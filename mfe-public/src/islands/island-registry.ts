import type { ComponentProps } from 'react';

/**
 * Every island of the public site by name: the interactive parts of pages that are otherwise HTML and CSS. Each
 * island's own file adds its entry (`declare module '…/islands/island-registry'`), so this folder names no feature;
 * the site's ISLAND_LOADERS fetch each one's code only when that island is on the page and wanted.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging, one entry per island
export interface IslandComponents {}

export type IslandName = keyof IslandComponents;
export type IslandComponent<Name extends IslandName> = IslandComponents[Name];
export type IslandProps<Name extends IslandName> = ComponentProps<IslandComponent<Name>>;

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
