export * from './local-media-storage';
export * from './media.entity';
export * from './media-storage';
export * from './media-jobs';
