import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { type ServerStyleSheet, StyleSheetManager } from 'styled-components';
import type { IslandCollector } from './island';
import { islandIdentifierPrefix } from './island-registry';

/**
 * The islands of one server render: the page is rendered with a placeholder in each island's element, then each
 * island alone, as its own root (so its useId values are those the browser's hydrateRoot makes), with its styles
 * in the page's style sheet.
 */
export class ServerIslands {
  private readonly islands = new Map<string, ReactElement>();

  readonly collect: IslandCollector = (id, island) => {
    if (this.islands.has(id)) throw new Error(`Two islands have the id "${id}" on one page: give each its own id`);
    this.islands.set(id, island);
    return placeholder(id);
  };

  /** The page's markup with each island's own markup in its element. */
  fill(html: string, sheet: ServerStyleSheet): string {
    let filled = html;
    for (const [id, island] of this.islands) {
      const markup = renderToString(<StyleSheetManager sheet={sheet.instance}>{island}</StyleSheetManager>, { identifierPrefix: islandIdentifierPrefix(id) });
      filled = filled.replace(placeholder(id), () => markup);
    }
    return filled;
  }
}

function placeholder(id: string): string {
  return `<!--island:${id}-->`;
}
