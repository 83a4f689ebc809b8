import type { Readable } from 'node:stream';

export type StoredFile = { stream: Readable; size: number };

/**
 * Where media files live, addressed by keys such as `public/<id>/640.webp`. The local-directory implementation
 * is the default; an S3-compatible one fits the same interface (keys become object keys, folders key prefixes).
 */
export abstract class MediaStorage {
  /** Stores `data` under `key`, replacing any earlier file; readers never see a half-written one. */
  abstract put(key: string, data: Buffer): Promise<void>;

  /** The whole file, or null when there is none. */
  abstract read(key: string): Promise<Buffer | null>;

  /** A stream of the file and its size, for serving it; null when there is none. */
  abstract open(key: string): Promise<StoredFile | null>;

  /** Removes one file; a missing file is not an error. */
  abstract delete(key: string): Promise<void>;

  /** Removes every file whose key starts with `folder` (which ends with '/'). */
  abstract deleteFolder(folder: string): Promise<void>;

  /** Every key stored, in no set order (for backups). */
  abstract keys(): AsyncIterable<string>;
}

/** The keys of one media item's files: the original stays private, `public/` is what /media serves. */
export const mediaStorageKeys = {
  original: (mediaId: string) => `originals/${mediaId}`,
  publicFolder: (mediaId: string) => `public/${mediaId}/`,
  publicFile: (mediaId: string, file: string) => `public/${mediaId}/${file}`,
};
