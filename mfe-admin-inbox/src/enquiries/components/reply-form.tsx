import { type FormEvent, useState } from 'react';
import { type EnquiryDetail, REPLY_SUBJECT_DEFAULT } from '@app/contracts';
import { Button, FormField, Input, Row, Stack, Textarea } from '@app/ui';
import { errorMessage } from '@app/web';
import { useChangeStatus, useReply } from '../api/enquiry-query';

const UNAVAILABLE_ID = 'reply-unavailable-reason';

/**
 * A reply e-mailed to the visitor from the panel; it goes on the timeline and the enquiry becomes Replied. Without a
 * mail server the button says why it cannot send, and Mark as replied records a reply made another way.
 */
export function ReplyForm({ enquiry }: { enquiry: EnquiryDetail }) {
  const [subject, setSubject] = useState(REPLY_SUBJECT_DEFAULT);
  const [text, setText] = useState('');
  const reply = useReply(enquiry.id);
  const markReplied = useChangeStatus(enquiry.id);
  const unavailable = enquiry.replyUnavailableReason;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    reply.mutate({ subject, text }, { onSuccess: () => setText('') });
  };

  return (
    <Stack as="form" $gap={3} onSubmit={submit} aria-label={`Reply to ${enquiry.name}`}>
      <FormField label="Subject">
        <Input value={subject} onChange={(event) => setSubject(event.target.value)} disabled={Boolean(unavailable)} />
      </FormField>
      <FormField label="Reply" error={reply.isError ? errorMessage(reply.error) : undefined}>
        <Textarea rows={6} value={text} onChange={(event) => setText(event.target.value)} disabled={Boolean(unavailable)} />
      </FormField>
      {unavailable && <p id={UNAVAILABLE_ID}>{unavailable}</p>}
      <Row $gap={2} $wrap>
        <Button
          type="submit"
          disabled={Boolean(unavailable) || reply.isPending || text.trim() === ''}
          aria-describedby={unavailable ? UNAVAILABLE_ID : undefined}
        >
          {reply.isPending ? 'Sending...' : 'Send reply'}
        </Button>
        {enquiry.status !== 'replied' && (
          <Button type="button" variant="outline" disabled={markReplied.isPending} onClick={() => markReplied.mutate('replied')}>
            Mark as replied
          </Button>
        )}
      </Row>
    </Stack>
  );
}
