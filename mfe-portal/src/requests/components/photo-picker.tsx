import { FormField, Input } from '@app/ui';
import { MEDIA_FILE_EXTENSIONS } from '@app/contracts';

/** Photos from the phone's camera or gallery; `max` at most (the API says so too). */
export function PhotoPicker({ max, files, onChange, inputKey }: { max: number; files: File[]; onChange: (files: File[]) => void; inputKey?: number }) {
  const tooMany = files.length > max;
  return (
    <FormField
      label={`Photos (up to ${max})`}
      hint="Optional: a photo helps us send the right person."
      error={tooMany ? `Choose at most ${max} photos` : undefined}
    >
      <Input key={inputKey} type="file" accept={MEDIA_FILE_EXTENSIONS.join(',')} multiple onChange={(event) => onChange([...(event.target.files ?? [])])} />
    </FormField>
  );
}
