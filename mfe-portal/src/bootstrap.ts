export { default as PortalApp } from './app/portal-app';
