import { FormField, Input } from '@app/ui';
import { MEDIA_FILE_EXTENSIONS } from '@app/contracts';

type PhotoPickerProps = {
  max: number;
  files: File[];
  onChange: (files: File[]) => void;
  inputKey?: number;
  /** The field's label and hint; by default a repair request's. */
  label?: string;
  hint?: string;
};

/** Photos from the phone's camera or gallery (screenshots too); `max` at most (the API says so too). */
export function PhotoPicker({
  max,
  files,
  onChange,
  inputKey,
  label = `Photos (up to ${max})`,
  hint = 'Optional: a photo helps us send the right person.',
}: PhotoPickerProps) {
  const tooMany = files.length > max;
  return (
    <FormField label={label} hint={hint} error={tooMany ? `Choose at most ${max} photos` : undefined}>
      <Input
        key={inputKey}
        type="file"
        accept={MEDIA_FILE_EXTENSIONS.join(',')}
        multiple={max > 1}
        onChange={(event) => onChange([...(event.target.files ?? [])])}
      />
    </FormField>
  );
}
