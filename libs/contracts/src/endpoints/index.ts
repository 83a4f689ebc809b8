export * from './endpoint';
export * from './catalogue';
export * from '../auth/auth.endpoints';
export * from '../users/users.endpoints';
export * from '../public/public.endpoints';
export * from '../content/content.endpoints';
export * from '../media/media.endpoints';
export * from '../health/health.endpoints';
