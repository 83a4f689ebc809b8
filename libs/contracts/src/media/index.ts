export * from './media-item';
export * from './media-jobs';
export * from './media-limits';
export * from './media-messages';
export * from './media-picker';
export * from './media-schemas';
export * from './responsive-image-source';
export * from './media-urls';
