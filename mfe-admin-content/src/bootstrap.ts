export { default as ContentApp } from './app/content-app';
