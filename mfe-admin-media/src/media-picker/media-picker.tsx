import { Button } from '@app/ui';

type MediaPickerProps = {
  /** Accessible name of the picker's trigger, e.g. 'Choose featured image'. */
  label: string;
};

/** Lets the content editor choose an image from the library; mfe-admin-content loads it at run time. */
export default function MediaPicker({ label }: MediaPickerProps) {
  return <Button variant="outline">{label}</Button>;
}
