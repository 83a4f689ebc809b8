import { createElement, type ComponentType, type ReactNode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { ToasterOnDemand } from '@app/web';
import { IslandFrame, type IslandContext } from '../islands/island-frame';
import { ISLAND_ATTRIBUTES, type IslandName, islandIdentifierPrefix } from '../islands/island-registry';
import { ISLAND_LOADERS } from './island-loaders';

let toasterMounted = false;

/**
 * Hydrates one island of the server's markup with its component and the props the server rendered it with; resolves
 * once React has committed it, so its handlers answer what is replayed on it.
 */
export async function hydrateIsland(element: HTMLElement, context: IslandContext): Promise<void> {
  const name = element.getAttribute(ISLAND_ATTRIBUTES.name) as IslandName;
  const load = ISLAND_LOADERS[name] as (() => Promise<ComponentType<object>>) | undefined;
  if (!load) throw new Error(`The page has an unknown island "${name}"`);
  const Component = await load();
  const props = JSON.parse(element.getAttribute(ISLAND_ATTRIBUTES.props) ?? '{}') as object;
  const id = element.getAttribute(ISLAND_ATTRIBUTES.id) ?? name;
  mountToaster(context);
  await new Promise<void>((hydrated) => {
    const island = (
      <IslandFrame context={context}>
        <WhenCommitted then={hydrated}>{createElement(Component, props)}</WhenCommitted>
      </IslandFrame>
    );
    hydrateRoot(element, island, { identifierPrefix: islandIdentifierPrefix(id) });
  });
}

/**
 * Renders its one child as it is (no element, no fork of the tree, so the markup and useId values still match the
 * server's); calls `then` once the island has been committed.
 */
function WhenCommitted({ then, children }: { then: () => void; children: ReactNode }) {
  useEffect(then, [then]);
  return children;
}

/** The islands' notices (toasts) appear in a root of their own, at the end of the page, once. */
function mountToaster(context: IslandContext): void {
  if (toasterMounted) return;
  toasterMounted = true;
  const container = document.createElement('div');
  document.body.append(container);
  createRoot(container).render(
    <IslandFrame context={context}>
      <ToasterOnDemand />
    </IslandFrame>,
  );
}
