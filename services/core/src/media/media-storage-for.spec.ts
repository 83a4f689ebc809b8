import { ConfigError } from '../config/parse-config';
import { LocalMediaStorage } from './local-media-storage';
import { mediaStorageFor } from './media-storage-for';
import { S3MediaStorage } from './s3-media-storage';

describe('mediaStorageFor', () => {
  const settings = { MEDIA_DIR: '/tmp/hl-media', S3_REGION: 'us-east-1', S3_BUCKET: '', S3_FORCE_PATH_STYLE: true };

  it('keeps media in MEDIA_DIR by default, in the bucket with MEDIA_STORAGE=s3', () => {
    expect(mediaStorageFor({ ...settings, MEDIA_STORAGE: 'local' })).toBeInstanceOf(LocalMediaStorage);
    const s3 = mediaStorageFor({ ...settings, MEDIA_STORAGE: 's3', S3_BUCKET: 'harbourline-media' });
    expect(s3).toBeInstanceOf(S3MediaStorage);
    (s3 as S3MediaStorage).close();
  });

  it('names S3_BUCKET when MEDIA_STORAGE=s3 has none', () => {
    expect(() => mediaStorageFor({ ...settings, MEDIA_STORAGE: 's3' })).toThrow(new ConfigError('S3_BUCKET is required when MEDIA_STORAGE=s3'));
  });
});
