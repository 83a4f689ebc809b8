export { default as MediaLibraryApp } from './app/media-app';
