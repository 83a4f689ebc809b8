import { useState } from 'react';
import type { MediaItem } from '@app/contracts';

/**
 * SPEC §4: the selected item shows in the details panel, follows the server's version of it after an update,
 * and goes away when it is deleted. `editing` asks the panel to put focus on its form.
 */
export function useMediaSelection(items: readonly MediaItem[] | undefined) {
  const [selection, setSelection] = useState<{ id: string; editing: boolean } | null>(null);
  const selected = items?.find((item) => item.id === selection?.id) ?? null;

  return {
    selected,
    editing: selected !== null && selection?.editing === true,
    select: (item: MediaItem) => setSelection({ id: item.id, editing: false }),
    edit: (item: MediaItem) => setSelection({ id: item.id, editing: true }),
    clear: () => setSelection(null),
  };
}
