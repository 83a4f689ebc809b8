import { PAGE_STATE_ELEMENT_ID, type PageState } from '@app/contracts';
import { BLOG_FILTER_PARTS } from '../blog/enhancements/blog-filter-parts';
import { enhanceHeader } from '../enhancements/header-enhancements';
import { GALLERY_PARTS } from '../properties/enhancements/gallery-parts';
import { VIEWING_FORM_PARTS } from '../properties/enhancements/viewing-form-parts';
import { watchImageFallbacks } from '../enhancements/image-fallbacks';
import { scheduleIslands } from './schedule-islands';

/**
 * Starts the public site in `container`. A server-rendered page stays the server's HTML: the header, images, the
 * blog filter, listing galleries and the viewing booking form are enhanced without React, and only its islands hydrate, each when wanted. A page sent without its server render
 * (the render failed) is rendered whole in the browser.
 */
export function startPublicSite(container: HTMLElement): void {
  watchImageFallbacks(document);
  enhanceHeader(document);
  if (document.querySelector(`[${BLOG_FILTER_PARTS.root}]`))
    void import('../blog/enhancements/enhance-blog-filter').then((module) => module.enhanceBlogFilterIn(document));
  if (document.querySelector(`[${GALLERY_PARTS.root}]`))
    void import('../properties/enhancements/enhance-gallery').then((module) => module.enhanceGalleries(document));
  if (document.querySelector(`[${VIEWING_FORM_PARTS.form}]`))
    void import('../properties/enhancements/enhance-viewing-form').then((module) => module.enhanceViewingForms(document));
  const state = readPageState();
  if (state && container.hasChildNodes()) {
    scheduleIslands(container, { siteOrigin: state.siteOrigin, address: { pathname: window.location.pathname, search: window.location.search } });
    return;
  }
  void import('./render-whole-site').then((module) => module.renderWholeSite(container));
}

function readPageState(): PageState | null {
  const element = document.getElementById(PAGE_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as PageState;
  } catch {
    return null;
  }
}
