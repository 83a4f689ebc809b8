import { type CreatedPreviewLink, draftPreviewPath } from '@app/contracts';

/** The full address of a link's preview page, on this site's origin. */
export function previewUrl(link: CreatedPreviewLink): string {
  return new URL(draftPreviewPath(link.token), window.location.origin).href;
}

export function isStillOpen(link: CreatedPreviewLink | null): link is CreatedPreviewLink {
  return link !== null && Date.parse(link.expiresAt) > Date.now();
}
