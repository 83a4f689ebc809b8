import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { MAINTENANCE_CATEGORY_LABELS, MAINTENANCE_URGENCY_LABELS, MAX_REQUEST_PHOTOS, type TenantMaintenanceRequest } from '@app/contracts';
import { Button, FormField, SubmitButton, Textarea } from '@app/ui';
import { errorMessage, formatSingaporeTime, QueryStatus } from '@app/web';
import { RequestPhotos, RequestTimeline } from '@app/domain-ui';
import { PORTAL_PATH } from '../../shared/paths';
import { StyledPanel } from '../../shared/portal-styles';
import { useAddComment, useAddPhotos, useMyRequest } from '../api/requests-queries';
import { PhotoPicker } from '../../shared/photo-picker';
import { statusText } from './status-text';

/** /portal/requests/:id: where the request stands, its timeline and photos; the tenant adds a comment or a photo. */
export function RequestPage() {
  const { id = '' } = useParams();
  const request = useMyRequest(id);
  return (
    <StyledPage>
      <Button as={Link} to={PORTAL_PATH} variant="ghost" size="sm">
        All your requests
      </Button>
      <QueryStatus query={request} subject="the request">
        {(loaded) => <RequestDetail request={loaded} />}
      </QueryStatus>
    </StyledPage>
  );
}

function RequestDetail({ request }: { request: TenantMaintenanceRequest }) {
  const ownPhotos = request.photos.filter((photo) => photo.stage === 'report').length;
  return (
    <>
      <h1>
        {request.reference} · {MAINTENANCE_CATEGORY_LABELS[request.category]}
      </h1>
      <StyledStatus role="status">{statusText(request.status)}</StyledStatus>
      <p>
        {request.unit} · {MAINTENANCE_URGENCY_LABELS[request.urgency]}
        {request.appointmentAt ? ` · appointment ${formatSingaporeTime(request.appointmentAt)}` : ''}
      </p>
      <StyledDescription>{request.description}</StyledDescription>
      <h2>Photos</h2>
      <RequestPhotos photos={request.photos} />
      {request.status !== 'closed' && ownPhotos < MAX_REQUEST_PHOTOS && <AddPhotosForm requestId={request.id} max={MAX_REQUEST_PHOTOS - ownPhotos} />}
      <h2>Timeline</h2>
      <RequestTimeline events={request.timeline} />
      <CommentForm requestId={request.id} />
    </>
  );
}

function CommentForm({ requestId }: { requestId: string }) {
  const [text, setText] = useState('');
  const comment = useAddComment(requestId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    comment.mutate(text, { onSuccess: () => setText('') });
  };
  return (
    <form onSubmit={submit}>
      <StyledPanel>
        <FormField label="Add a comment" error={comment.isError ? errorMessage(comment.error) : undefined}>
          <Textarea rows={3} value={text} onChange={(event) => setText(event.target.value)} />
        </FormField>
        <SubmitButton pending={comment.isPending} pendingLabel="Sending..." disabled={text.trim() === ''}>
          Send comment
        </SubmitButton>
      </StyledPanel>
    </form>
  );
}

function AddPhotosForm({ requestId, max }: { requestId: string; max: number }) {
  const [files, setFiles] = useState<File[]>([]);
  const [inputKey, setInputKey] = useState(0);
  const addPhotos = useAddPhotos(requestId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    addPhotos.mutate(files, {
      onSuccess: () => {
        setFiles([]);
        setInputKey((key) => key + 1);
      },
    });
  };
  return (
    <form onSubmit={submit}>
      <StyledPanel>
        <PhotoPicker max={max} files={files} onChange={setFiles} inputKey={inputKey} />
        {addPhotos.isError && <p role="alert">Could not add the photos: {errorMessage(addPhotos.error)}</p>}
        <SubmitButton pending={addPhotos.isPending} pendingLabel="Uploading..." variant="outline" disabled={files.length === 0 || files.length > max}>
          Add photos
        </SubmitButton>
      </StyledPanel>
    </form>
  );
}

const StyledPage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[3]};
  align-items: flex-start;

  & > * {
    align-self: stretch;
  }

  h1,
  h2 {
    margin: 0;
  }
`;

const StyledStatus = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.spacing[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
`;

const StyledDescription = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
