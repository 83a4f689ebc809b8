/** Media files are served from the site's own origin, outside /api. */
export const MEDIA_URL_PREFIX = '/media';

export const MEDIA_THUMBNAIL_FILE = 'thumb.webp';

/**
 * The JPEG rendition mail shows (Gmail and Outlook show neither WebP nor SVG): at most this wide, twice the
 * width a mail lays an image out at (MAIL_IMAGE_WIDTH), for sharp screens.
 */
export const MEDIA_MAIL_IMAGE_FILE = 'mail.jpg';
export const MEDIA_MAIL_IMAGE_MAX_WIDTH = 1120;

/** The file name of the WebP variant `width` pixels wide. */
export function mediaVariantFile(width: number): string {
  return `${width}.webp`;
}

/** Every URL of one media item starts with this. */
export function mediaPathPrefix(mediaId: string): string {
  return `${MEDIA_URL_PREFIX}/${mediaId}/`;
}

export function mediaFileUrl(mediaId: string, file: string): string {
  return `${mediaPathPrefix(mediaId)}${file}`;
}

/** The files a media item may serve: its variants, its thumbnail and its mail rendition. */
export const MEDIA_PUBLIC_FILE = /^(?:[1-9][0-9]{0,4}\.webp|thumb\.webp|mail\.jpg)$/;

/** The content type of a media item's file (one MEDIA_PUBLIC_FILE names). */
export const mediaFileType = (file: string): 'image/jpeg' | 'image/webp' => (file.endsWith('.jpg') ? 'image/jpeg' : 'image/webp');

const MEDIA_FILE_URL = /^\/media\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/([^/?#]+)$/i;

/** The id of the media item whose file `url` is (e.g. '/media/{id}/1920.webp'), or null for any other URL. */
export function mediaIdOfUrl(url: string): string | null {
  const [, id, file] = MEDIA_FILE_URL.exec(url) ?? [];
  return id && file && MEDIA_PUBLIC_FILE.test(file) ? id.toLowerCase() : null;
}

/** The site's bundled images (the shell's public/images folder): plain names only, so no `..`, `%2e` or query. */
const BUNDLED_IMAGE_PATH = /^\/images(?:\/[\w~-][\w.~-]*)+$/;

export const OWN_IMAGE_PATH_MESSAGE = "Choose an image from the media library: only this site's /media/… and /images/… paths are allowed";

/**
 * The one rule for images of posts and drafts (listing image, featured image and <img> in article bodies):
 * a file of a media library item or a bundled image of this site, so no scheme, other host or path out of them.
 */
export function isOwnImagePath(src: string | undefined): boolean {
  return src !== undefined && (mediaIdOfUrl(src) !== null || BUNDLED_IMAGE_PATH.test(src));
}
