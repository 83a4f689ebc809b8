import { type ComponentType } from 'react';
import { type MediaPickerProps } from '@app/contracts';
import { loadRemoteModule } from '@app/web/remotes';

/** mfe_admin_media/MediaPicker, loaded at run time; `fresh` drops what a failed attempt left. */
export function loadMediaPicker(fresh: boolean): Promise<{ default: ComponentType<MediaPickerProps> }> {
  return loadRemoteModule('mfe_admin_media', 'MediaPicker', fresh);
}
