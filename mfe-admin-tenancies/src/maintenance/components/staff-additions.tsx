import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { MEDIA_FILE_EXTENSIONS } from '@app/contracts';
import { Button, FormField, Input, Row, Select, SubmitButton, Textarea } from '@app/ui';
import { errorMessage } from '@app/web';
import { useAddStaffNote, useAddStaffPhotos } from '../api/maintenance-queries';

const MESSAGE_FIELD_LABEL = 'Message to the tenant or note for colleagues';

/**
 * One box, two explicit ways out: "Reply to tenant" (the tenant sees it and is told) or "Add internal note" (staff
 * only). Nothing is chosen by default; the text is the request page's, so Save changes and leaving can see it.
 */
export function StaffMessageForm({ requestId, text, onTextChange }: { requestId: string; text: string; onTextChange: (text: string) => void }) {
  const addNote = useAddStaffNote(requestId);
  const [sending, setSending] = useState<'reply' | 'note' | null>(null);
  const send = (staffOnly: boolean) => {
    setSending(staffOnly ? 'note' : 'reply');
    addNote.mutate({ text, staffOnly }, { onSuccess: () => onTextChange(''), onSettled: () => setSending(null) });
  };
  const empty = text.trim() === '';
  return (
    <StyledForm onSubmit={(event: FormEvent) => event.preventDefault()}>
      <FormField label={MESSAGE_FIELD_LABEL} error={addNote.isError ? errorMessage(addNote.error) : undefined}>
        <Textarea rows={3} value={text} onChange={(event) => onTextChange(event.target.value)} />
      </FormField>
      <Row $gap={2} $wrap>
        <Button type="button" size="sm" disabled={addNote.isPending || empty} onClick={() => send(false)}>
          {sending === 'reply' ? 'Sending...' : 'Reply to tenant'}
        </Button>
        <Button type="button" size="sm" variant="outline" disabled={addNote.isPending || empty} onClick={() => send(true)}>
          {sending === 'note' ? 'Saving...' : 'Add internal note'}
        </Button>
      </Row>
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
      <SubmitButton pending={addPhotos.isPending} pendingLabel="Uploading..." size="sm" disabled={files.length === 0}>
        Add photos
      </SubmitButton>
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
