import { GALLERY_PARTS, type ShownPhoto } from './gallery-parts';

/**
 * Makes the listing galleries' thumbnail links show their photo large in place, without React; the chosen
 * thumbnail is aria-current. Without it each link opens its photo.
 */
export function enhanceGalleries(document: Document): void {
  for (const gallery of document.querySelectorAll<HTMLElement>(`[${GALLERY_PARTS.root}]`)) {
    const main = gallery.querySelector<HTMLImageElement>(`img[${GALLERY_PARTS.main}]`);
    if (!main || gallery.hasAttribute(GALLERY_PARTS.enhanced)) continue;
    gallery.setAttribute(GALLERY_PARTS.enhanced, 'true');
    gallery.addEventListener('click', (event) => {
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(`a[${GALLERY_PARTS.photo}]`) : null;
      if (!link || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      show(main, JSON.parse(link.getAttribute(GALLERY_PARTS.photo) ?? '') as ShownPhoto);
      for (const other of gallery.querySelectorAll(`a[${GALLERY_PARTS.photo}]`)) other.removeAttribute('aria-current');
      link.setAttribute('aria-current', 'true');
    });
  }
}

function show(main: HTMLImageElement, photo: ShownPhoto): void {
  main.srcset = photo.srcset;
  main.src = photo.src;
  main.width = photo.width;
  main.height = photo.height;
  main.alt = photo.alt;
  main.style.backgroundImage = '';
}
