import type { MediaItem } from '@app/contracts';

/** What can be done to an item from the grid, the list and the details panel. */
export type MediaActions = {
  select: (item: MediaItem) => void;
  edit: (item: MediaItem) => void;
  copyUrl: (item: MediaItem) => void;
  remove: (item: MediaItem) => void;
};
