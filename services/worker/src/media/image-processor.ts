/** One rendition of an image (WebP, or JPEG for mail). */
export type ImageRendition = { width: number; height: number; data: Buffer };

/** The real size of an image once auto-oriented, and whether it has several frames. */
export type ImageInfo = { width: number; height: number; animated: boolean };

/** The image cannot be turned into renditions, whatever the number of attempts: the item fails with `reason`. */
export class ImageDecodeError extends Error {
  override readonly name = 'ImageDecodeError';

  constructor(
    readonly reason: string,
    options?: { cause?: unknown },
  ) {
    super(reason, options);
  }
}

/**
 * Turns an uploaded original into what the site serves: auto-oriented, every piece of metadata (EXIF with GPS,
 * XMP, IPTC, ICC) stripped, as WebP (and one JPEG for mail). Each method decodes under the pixel limit and throws ImageDecodeError.
 */
export abstract class ImageProcessor {
  abstract inspect(original: Buffer): Promise<ImageInfo>;

  /** A variant `width` pixels wide (never wider than the image), keeping the aspect ratio and any animation. */
  abstract variant(original: Buffer, info: ImageInfo, width: number): Promise<ImageRendition>;

  /** The square crop the library grid shows (first frame), at most 400 px and never enlarged. */
  abstract thumbnail(original: Buffer, info: ImageInfo): Promise<ImageRendition>;

  /** The JPEG mail shows (first frame, transparency on white), at most MEDIA_MAIL_IMAGE_MAX_WIDTH wide, never enlarged. */
  abstract mailImage(original: Buffer): Promise<ImageRendition>;

  /** A tiny blurred image as a data: URL, shown while the real one loads. */
  abstract placeholder(original: Buffer): Promise<string>;
}
