export * from './blog-post';
export * from './company-profile';
export * from './contact';
export * from './email-address';
export * from './newsletter';
export * from './property';
export * from './services';
export * from './testimonial';
