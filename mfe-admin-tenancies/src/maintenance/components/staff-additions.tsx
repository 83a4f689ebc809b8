import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { MEDIA_FILE_EXTENSIONS } from '@app/contracts';
import { Button, Checkbox, FormField, Input, Select, Textarea } from '@app/ui';
import { errorMessage } from '@app/web';
import { useAddStaffNote, useAddStaffPhotos } from '../api/maintenance-queries';

/** A comment the tenant sees, or (by default) a note for colleagues only. */
export function StaffNoteForm({ requestId }: { requestId: string }) {
  const [text, setText] = useState('');
  const [staffOnly, setStaffOnly] = useState(true);
  const addNote = useAddStaffNote(requestId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    addNote.mutate({ text, staffOnly }, { onSuccess: () => setText('') });
  };
  return (
    <StyledForm onSubmit={submit}>
      <FormField label="Note or comment" error={addNote.isError ? errorMessage(addNote.error) : undefined}>
        <Textarea rows={3} value={text} onChange={(event) => setText(event.target.value)} />
      </FormField>
      <Checkbox label="Staff only (the tenant does not see it)" checked={staffOnly} onChange={(event) => setStaffOnly(event.currentTarget.checked)} />
      <Button type="submit" size="sm" disabled={addNote.isPending || text.trim() === ''}>
        {addNote.isPending ? 'Saving...' : 'Add'}
      </Button>
    </StyledForm>
  );
}

/** Photos of the unit before or after the work. */
export function StaffPhotoForm({ requestId }: { requestId: string }) {
  const [files, setFiles] = useState<File[]>([]);
  const [stage, setStage] = useState<'before' | 'after'>('before');
  const [inputKey, setInputKey] = useState(0);
  const addPhotos = useAddStaffPhotos(requestId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    addPhotos.mutate(
      { files, stage },
      {
        onSuccess: () => {
          setFiles([]);
          setInputKey((key) => key + 1);
        },
      },
    );
  };
  return (
    <StyledForm onSubmit={submit}>
      <FormField label="Work photos" error={addPhotos.isError ? errorMessage(addPhotos.error) : undefined}>
        <Input key={inputKey} type="file" multiple accept={MEDIA_FILE_EXTENSIONS.join(',')} onChange={(event) => setFiles([...(event.target.files ?? [])])} />
      </FormField>
      <FormField label="Taken">
        <Select value={stage} onChange={(event) => setStage(event.target.value === 'after' ? 'after' : 'before')}>
          <option value="before">Before the work</option>
          <option value="after">After the work</option>
        </Select>
      </FormField>
      <Button type="submit" size="sm" disabled={addPhotos.isPending || files.length === 0}>
        {addPhotos.isPending ? 'Uploading...' : 'Add photos'}
      </Button>
    </StyledForm>
  );
}

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.spacing[2]};
  justify-items: start;

  & > div {
    justify-self: stretch;
  }
`;
