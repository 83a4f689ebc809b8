import type { MediaItem } from './media-item';

/**
 * Props of the media picker that mfe-admin-media exposes as `mfe_admin_media/MediaPicker` (default export).
 * mfe-admin-content loads it at run time for the editor's listing image, featured image and Insert Media dialogs:
 *
 * ```tsx
 * const { default: MediaPicker } = await loadRemote<{ default: ComponentType<MediaPickerProps> }>('mfe_admin_media/MediaPicker');
 * <MediaPicker label="Choose featured image" onSelect={(item) => setValue('featuredImage', item.url)} />
 * ```
 *
 * It renders a button named `label` that opens a dialog with two tabs: the library (ready images, searchable)
 * and an uploader taking one file (SPEC §9), which waits until the new image is processed and then selects it.
 * It needs the shell's QueryClientProvider and styled-components theme, which every remote renders inside.
 */
export type MediaPickerProps = {
  /** Text and accessible name of the button that opens the picker, e.g. 'Choose featured image'. */
  label: string;
  /** Called once with the chosen item; it is always `ready`, so `url`, `variants` and `placeholder` are set. */
  onSelect: (item: MediaItem) => void;
  /** Title of the dialog; defaults to `label`. */
  title?: string;
  /** Disables the button. */
  disabled?: boolean;
};
