/** SPEC §4's placeholder for an image that is missing or fails to load. */
export const PLACEHOLDER_IMAGE = '/images/placeholder.svg';

/** Marks the images of the server's markup that fall back to the placeholder. */
export const FALLS_BACK_ATTRIBUTE = 'data-falls-back';

/**
 * Shows the placeholder in place of every marked image that failed: those that failed before this ran (loaded
 * with nothing to show) and those that fail later (an error event, caught on its way down the document).
 */
export function watchImageFallbacks(document: Document): void {
  for (const image of document.querySelectorAll<HTMLImageElement>(`img[${FALLS_BACK_ATTRIBUTE}]`)) {
    if (image.complete && image.naturalWidth === 0 && image.getAttribute('src')) showPlaceholder(image);
  }
  document.addEventListener(
    'error',
    (event) => {
      if (event.target instanceof HTMLImageElement && event.target.hasAttribute(FALLS_BACK_ATTRIBUTE)) showPlaceholder(event.target);
    },
    true,
  );
}

function showPlaceholder(image: HTMLImageElement): void {
  if (image.getAttribute('src') === PLACEHOLDER_IMAGE) return;
  image.removeAttribute('srcset');
  image.removeAttribute('sizes');
  image.style.backgroundImage = '';
  image.src = PLACEHOLDER_IMAGE;
}
