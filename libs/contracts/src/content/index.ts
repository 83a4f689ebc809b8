export * from './admin-blog';
export * from './ai';
export * from './content-draft';
export * from './content-jobs';
export * from './content-revision';
export * from './preview-link';
export * from './preview-link.constants';
