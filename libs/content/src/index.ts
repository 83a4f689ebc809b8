// The company's own copy, written once for the public site, the server-rendered page metadata and the AI template writer.
export * from './business-hours';
export * from './company';
export * from './faqs';
export * from './page-metadata';
export * from './policies';
export * from './services';
export * from './service-titles';
export * from './public-pages';
export * from './staff-paths';
export * from './reply-clock';
export * from './site-navigation';
export * from './mail-images';
