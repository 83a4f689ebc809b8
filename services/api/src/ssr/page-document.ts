import { PAGE_STATE_ELEMENT_ID, type RenderedPageBody } from '@app/contracts';
import { jsonForScript } from '../seo/escape';

const EMPTY_ROOT = /<div id="root"><\/div>/;

/**
 * The shell's page with the server-rendered site in its root element, the styles of that markup in the head and
 * the data it was rendered from beside it (read by the browser to hydrate without fetching again).
 */
export function withRenderedBody(shellHtml: string, body: RenderedPageBody): string {
  if (!EMPTY_ROOT.test(shellHtml)) throw new Error('The shell page has no empty <div id="root"></div> to render into');
  const state = `<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">${jsonForScript(body.state)}</script>`;
  const closingHead = shellHtml.search(/<\/head>/i);
  const withStyles = closingHead < 0 ? shellHtml : `${shellHtml.slice(0, closingHead)}${body.styles}${shellHtml.slice(closingHead)}`;
  return withStyles.replace(EMPTY_ROOT, () => `<div id="root">${body.html}</div>${state}`);
}
