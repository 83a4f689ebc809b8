export * from './media-reference.entity';
export * from './media-references.subscriber';
export * from './referenced-media';
