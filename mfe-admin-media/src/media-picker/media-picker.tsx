import { useState } from 'react';
import { configureZodForCsp, type MediaItem, type MediaPickerProps } from '@app/contracts';
import { Button, Dialog, DialogContent, DialogTrigger, TabbedPanels } from '@app/ui';
import { PickerLibrary } from './picker-library';
import { PickerUpload } from './picker-upload';

configureZodForCsp();

/**
 * The media picker that mfe-admin-content loads at run time (`mfe_admin_media/MediaPicker`) for the editor's
 * listing image, featured image and Insert Media dialogs: choose a ready image, or upload one and wait until it
 * is processed. Props: MediaPickerProps in @app/contracts.
 */
export default function MediaPicker({ label, onSelect, title, disabled = false }: MediaPickerProps) {
  const [open, setOpen] = useState(false);
  const choose = (item: MediaItem) => {
    onSelect(item);
    setOpen(false);
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline" disabled={disabled}>
          {label}
        </Button>
      </DialogTrigger>
      <DialogContent title={title ?? label} size="lg">
        <TabbedPanels
          defaultValue="library"
          label="Image source"
          tabs={[
            { value: 'library', label: 'Media Library', panel: <PickerLibrary onChoose={choose} /> },
            { value: 'upload', label: 'Upload', panel: <PickerUpload onChoose={choose} /> },
          ]}
        />
      </DialogContent>
    </Dialog>
  );
}
