export { default as PublicApp } from './app/public-app';
