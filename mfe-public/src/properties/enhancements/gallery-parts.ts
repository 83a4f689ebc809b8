/** The attributes marking a listing gallery's parts in the server's markup, for enhanceGallery. */
export const GALLERY_PARTS = {
  root: 'data-gallery',
  main: 'data-gallery-main',
  /** On each thumbnail link: the photo it shows (ShownPhoto, JSON). */
  photo: 'data-gallery-photo',
  /** Set on the gallery once enhanced. */
  enhanced: 'data-enhanced',
} as const;

/** What the large image becomes when a thumbnail is chosen. */
export type ShownPhoto = { src: string; srcset: string; width: number; height: number; alt: string };

export function photoAlt(title: string, number: number, count: number): string {
  return `${title}, photo ${number} of ${count}`;
}
