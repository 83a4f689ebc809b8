export * from './local-media-storage';
export * from './media.entity';
export * from './media-storage';
export * from './media-jobs';
export * from './s3-media-storage';
export * from './media-storage-for';
