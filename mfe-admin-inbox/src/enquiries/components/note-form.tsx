import { type FormEvent, useState } from 'react';
import { FormField, SubmitButton, Textarea } from '@app/ui';
import { errorMessage } from '@app/web';
import { useAddNote } from '../api/enquiry-query';

/** An internal note for colleagues; visitors never see it. */
export function NoteForm({ enquiryId }: { enquiryId: string }) {
  const [text, setText] = useState('');
  const addNote = useAddNote(enquiryId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    addNote.mutate(text, { onSuccess: () => setText('') });
  };
  return (
    <form onSubmit={submit}>
      <FormField label="Internal note" error={addNote.isError ? errorMessage(addNote.error) : undefined}>
        <Textarea rows={3} value={text} onChange={(event) => setText(event.target.value)} />
      </FormField>
      <SubmitButton pending={addNote.isPending} disabled={text.trim() === ''} size="sm">
        Add note
      </SubmitButton>
    </form>
  );
}
