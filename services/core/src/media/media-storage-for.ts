import { ConfigError } from '../config/parse-config';
import { LocalMediaStorage } from './local-media-storage';
import type { MediaStorage } from './media-storage';
import { S3MediaStorage, type S3Settings } from './s3-media-storage';

export type MediaStorageSettings = { MEDIA_STORAGE: 'local' | 's3'; MEDIA_DIR: string } & S3Settings;

/** The media storage MEDIA_STORAGE names: MEDIA_DIR on this machine, or the S3-compatible bucket. */
export function mediaStorageFor(settings: MediaStorageSettings): MediaStorage {
  if (settings.MEDIA_STORAGE === 'local') return new LocalMediaStorage(settings.MEDIA_DIR);
  if (!settings.S3_BUCKET) throw new ConfigError('S3_BUCKET is required when MEDIA_STORAGE=s3');
  return new S3MediaStorage(settings);
}
