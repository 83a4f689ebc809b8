/** SPEC §5 and §9 upload rules, plus the server's decoding limit. */
export const MEDIA_LIMITS = {
  /** 5 MB per file. */
  maxFileBytes: 5 * 1024 * 1024,
  /** Files per request to the media page uploader. */
  maxFilesPerUpload: 10,
  /** Files the editor's pickers take. */
  maxFilesPerPicker: 1,
  /**
   * Pixels (width × height × frames) an image may decode to. A phone's 48-megapixel photo fits; a small file that
   * claims to be 30,000 × 30,000 (a decompression bomb) does not.
   */
  maxPixels: 50_000_000,
} as const;

/** The only image types accepted, recognised by their content (magic bytes), never by name or declared type. */
export const MEDIA_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export type MediaMimeType = (typeof MEDIA_MIME_TYPES)[number];

/** File-name endings the browser's file chooser offers (the server still decides by content). */
export const MEDIA_FILE_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.gif', '.webp'] as const;

/** Widths of the WebP variants the worker writes; an image is never enlarged, so small ones get fewer. */
export const MEDIA_VARIANT_WIDTHS = [320, 640, 1280, 1920] as const;

/** The grid thumbnail: a square crop. */
export const MEDIA_THUMBNAIL_SIZE = 400;

/** Width of the blurred placeholder shown while an image loads. */
export const MEDIA_PLACEHOLDER_WIDTH = 16;
