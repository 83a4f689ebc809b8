export * from './ai-provider-config';
export * from './article-text';
export * from './content-draft.entity';
export * from './content-jobs';
export * from './content-publisher';
export * from './media-references';
export * from './post-slug';
export * from './sanitize-article-html';
