export { Timeline, type TimelineEntry } from './timeline';
