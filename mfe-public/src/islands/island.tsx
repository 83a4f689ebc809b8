import { type ComponentType, createContext, type ReactElement, useContext } from 'react';
import { useSiteOrigin } from './site-origin';
import { IslandFrame } from './island-frame';
import { ISLAND_ATTRIBUTES, type IslandComponent, type IslandHydration, type IslandName, type IslandProps } from './island-registry';
import { usePageAddress } from './page-address';

/**
 * Collects a server render's islands: each is rendered on its own afterwards (see renderIslands), in its frame, as
 * the browser hydrates it. Returns the markup's placeholder for the island's own markup.
 */
export type IslandCollector = (id: string, island: ReactElement) => string;

const IslandCollectorContext = createContext<IslandCollector | null>(null);

export const IslandCollectorProvider = IslandCollectorContext.Provider;

type IslandElementProps<Name extends IslandName> = {
  name: Name;
  /** Unique on the page: needed where one page has two islands of the same name. */
  id?: string;
  component: IslandComponent<Name>;
  props: IslandProps<Name>;
  hydration?: IslandHydration;
};

/**
 * An interactive part of a public page. On the server it becomes an element carrying its name and props (JSON), in
 * which the browser hydrates it alone; the rest of the page is never hydrated. Rendered in the browser (the page
 * came without its server render), it is simply part of the page.
 */
export function Island<Name extends IslandName>({ name, id = name, component, props, hydration = 'visible' }: IslandElementProps<Name>) {
  const collect = useContext(IslandCollectorContext);
  const context = { address: usePageAddress(), siteOrigin: useSiteOrigin() };
  const Component = component as ComponentType<object>;
  const island = (
    <IslandFrame context={context}>
      <Component {...(props as object)} />
    </IslandFrame>
  );
  if (!collect) return island;
  const attributes = {
    [ISLAND_ATTRIBUTES.name]: name,
    [ISLAND_ATTRIBUTES.id]: id,
    [ISLAND_ATTRIBUTES.hydration]: hydration,
    [ISLAND_ATTRIBUTES.props]: JSON.stringify(props),
  };
  return <div {...attributes} dangerouslySetInnerHTML={{ __html: collect(id, island) }} />;
}
