/** Media files are served from the site's own origin, outside /api. */
export const MEDIA_URL_PREFIX = '/media';

export const MEDIA_THUMBNAIL_FILE = 'thumb.webp';

/** The file name of the WebP variant `width` pixels wide. */
export function mediaVariantFile(width: number): string {
  return `${width}.webp`;
}

/** Every URL of one media item starts with this; usage sources search content for it. */
export function mediaPathPrefix(mediaId: string): string {
  return `${MEDIA_URL_PREFIX}/${mediaId}/`;
}

export function mediaFileUrl(mediaId: string, file: string): string {
  return `${mediaPathPrefix(mediaId)}${file}`;
}

/** The files a media item may serve: its variants and its thumbnail. */
export const MEDIA_PUBLIC_FILE = /^(?:[1-9][0-9]{0,4}\.webp|thumb\.webp)$/;

const MEDIA_FILE_URL = /^\/media\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/([^/?#]+)$/i;

/** The id of the media item whose file `url` is (e.g. '/media/{id}/1920.webp'), or null for any other URL. */
export function mediaIdOfUrl(url: string): string | null {
  const match = MEDIA_FILE_URL.exec(url);
  return match && MEDIA_PUBLIC_FILE.test(match[2]) ? match[1].toLowerCase() : null;
}
