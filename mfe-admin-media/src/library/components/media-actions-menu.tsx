import { useRef } from 'react';
import type { MediaItem } from '@app/contracts';
import { Button, DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger, MoreIcon } from '@app/ui';
import { mediaName } from '../../media/utils/format';
import type { MediaActions } from './media-actions';

/** SPEC §2: each item's Edit details, Copy URL and Delete. */
export function MediaActionsMenu({ item, actions }: { item: MediaItem; actions: MediaActions }) {
  // Edit details puts focus in the details form, once the menu has closed and let go of the focus.
  const editOnClose = useRef(false);

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Actions for ${mediaName(item)}`}>
          <MoreIcon />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent
        onCloseAutoFocus={(event) => {
          if (!editOnClose.current) return;
          editOnClose.current = false;
          event.preventDefault();
          actions.edit(item);
        }}
      >
        <DropdownMenuItem
          onSelect={() => {
            editOnClose.current = true;
          }}
        >
          Edit details
        </DropdownMenuItem>
        <DropdownMenuItem disabled={!item.url} onSelect={() => actions.copyUrl(item)}>
          Copy URL
        </DropdownMenuItem>
        <DropdownMenuItem destructive onSelect={() => actions.remove(item)}>
          Delete
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
