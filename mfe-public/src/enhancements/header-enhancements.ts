/** SPEC §9: the header gains its shadow after 20 px of scrolling. */
export const SHADOW_AFTER_PX = 20;

/** Marks the site header (its shadow follows the scroll) and the phone menu (a <details>) in the server's markup. */
export const SITE_HEADER_ATTRIBUTE = 'data-site-header';
export const SCROLLED_ATTRIBUTE = 'data-scrolled';
export const PHONE_MENU_ATTRIBUTE = 'data-phone-menu';

/**
 * What the header adds once script runs, without React: its shadow after scrolling, and the phone menu closing on
 * Escape (focus back on its toggle), when the visitor taps outside it or chooses a link in it (a page rendered in
 * the browser navigates without reloading). The menu opens and closes without script.
 */
export function enhanceHeader(document: Document): void {
  const header = document.querySelector<HTMLElement>(`[${SITE_HEADER_ATTRIBUTE}]`);
  if (header) followScroll(header);
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const menu = openPhoneMenu(document);
    if (!menu) return;
    menu.open = false;
    menu.querySelector('summary')?.focus();
  });
  document.addEventListener('click', (event) => {
    const menu = openPhoneMenu(document);
    if (!menu || !(event.target instanceof Element)) return;
    if (!menu.contains(event.target) || event.target.closest('nav a')) menu.open = false;
  });
}

function openPhoneMenu(document: Document): HTMLDetailsElement | null {
  return document.querySelector<HTMLDetailsElement>(`details[${PHONE_MENU_ATTRIBUTE}][open]`);
}

/** The shadow follows the scroll; the first check waits for a frame, so it forces no layout while the page loads. */
function followScroll(header: HTMLElement): void {
  const update = () => {
    const scrolled = String(window.scrollY > SHADOW_AFTER_PX);
    if (header.getAttribute(SCROLLED_ATTRIBUTE) !== scrolled) header.setAttribute(SCROLLED_ATTRIBUTE, scrolled);
  };
  requestAnimationFrame(update);
  window.addEventListener('scroll', update, { passive: true });
}
