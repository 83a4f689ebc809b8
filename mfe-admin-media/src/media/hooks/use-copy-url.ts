import { MEDIA_NOTICES, type MediaItem } from '@app/contracts';
import { errorMessage, toast } from '@app/web';

/** Copies an item's full URL (on this site's origin) to the clipboard. */
export function useCopyUrl() {
  return async (item: MediaItem) => {
    if (!item.url) return;
    try {
      await navigator.clipboard.writeText(new URL(item.url, window.location.origin).href);
      toast(MEDIA_NOTICES.urlCopied);
    } catch (error) {
      toast({ title: 'Could not copy the URL', description: errorMessage(error), variant: 'destructive' });
    }
  };
}
