export { RequestTimeline } from './request-timeline';
export { RequestPhotos } from './request-photos';
export { requestRefetchInterval } from './photo-polling';
