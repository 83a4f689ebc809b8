import { type MediaPickerProps } from '@app/contracts';
import { makeMediaItem } from './fixtures';

/** Stands in for mfe_admin_media/MediaPicker: its button picks one ready image at once. */
export function FakeMediaPicker({ label, onSelect, disabled }: MediaPickerProps) {
  return (
    <button type="button" disabled={disabled} onClick={() => onSelect(makeMediaItem())}>
      {label}
    </button>
  );
}
