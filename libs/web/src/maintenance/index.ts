export { RequestTimeline } from './request-timeline';
export { RequestPhotos } from './request-photos';
