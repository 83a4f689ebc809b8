import { useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { FINISHED_MAINTENANCE_STATUSES, MAINTENANCE_CATEGORY_LABELS, type StaffMaintenanceRequest } from '@app/contracts';
import { Button, Grid, TitledDetailSection, useLeaveGuard } from '@app/ui';
import { errorMessage, formatDateTime } from '@app/web';
import { RequestPhotos, RequestTimeline } from '@app/domain-ui';
import { BackLink, QueryDetailPage } from '../../shared/detail-page';
import { MAINTENANCE_PATH } from '../../shared/paths';
import { useMaintenanceRequest, useReopenRequest } from '../api/maintenance-queries';
import { HandlingForm } from './handling-form';
import { StaffMessageForm, StaffPhotoForm } from './staff-additions';
import { FollowUpBadge, RequestStatusBadge, ResponseClockBadge, UrgencyBadge } from './request-badges';

/** One request: what the tenant reported, its handling, photos and every change. */
export function MaintenanceRequestPage() {
  const { id = '' } = useParams();
  const request = useMaintenanceRequest(id);
  return (
    <QueryDetailPage
      back={<BackLink to={MAINTENANCE_PATH}>Back to the board</BackLink>}
      query={request}
      subject="the request"
      detail={(detail) => ({
        title: `${detail.reference}: ${MAINTENANCE_CATEGORY_LABELS[detail.category]}`,
        status: FINISHED_MAINTENANCE_STATUSES.includes(detail.status) && <ReopenButton requestId={detail.id} />,
        description: (
          <>
            <UrgencyBadge urgency={detail.urgency} /> <RequestStatusBadge status={detail.status} /> <FollowUpBadge at={detail.tenantFollowUpAt} />{' '}
            <ResponseClockBadge clock={detail.responseClock} /> · filed {formatDateTime(detail.createdAt)}
          </>
        ),
        body: <RequestColumns request={detail} />,
      })}
    />
  );
}

const UNSENT_MESSAGE_PROMPT = 'Your message to the tenant or note is not sent yet. Leave this page and lose it?';

function RequestColumns({ request }: { request: StaffMaintenanceRequest }) {
  const [message, setMessage] = useState('');
  const unsent = message.trim() !== '';
  // Save changes leaves a message typed in the box there, and says it is not sent: nothing is dropped or made internal.
  const [savedWithUnsent, setSavedWithUnsent] = useState(false);
  useLeaveGuard(unsent, UNSENT_MESSAGE_PROMPT);
  return (
    <Grid $gap={6} $columns={{ lg: 2 }}>
      <TitledDetailSection id="request-report" title="Report">
        <p>
          {request.unit}
          <br />
          {request.tenantName} · <a href={`tel:${request.tenantPhone.replace(/\s/g, '')}`}>{request.tenantPhone}</a> ·{' '}
          <a href={`mailto:${request.tenantEmail}`}>{request.tenantEmail}</a>
        </p>
        <StyledDescription>{request.description}</StyledDescription>
        <h2>Photos</h2>
        <RequestPhotos photos={request.photos} />
        <StaffPhotoForm requestId={request.id} />
      </TitledDetailSection>
      <TitledDetailSection id="request-handling" title="Handling">
        <HandlingForm key={request.updatedAt} request={request} onSaved={() => setSavedWithUnsent(unsent)} />
        {savedWithUnsent && unsent && <p role="alert">Saved. Your message is not sent yet: choose “Reply to tenant” or “Add internal note” below it.</p>}
        <StaffMessageForm requestId={request.id} text={message} onTextChange={setMessage} />
        <h2>Timeline</h2>
        <RequestTimeline events={request.timeline} />
      </TitledDetailSection>
    </Grid>
  );
}

/** A done or closed request back to in progress in one step (the tenant is told, like any status change). */
function ReopenButton({ requestId }: { requestId: string }) {
  const reopen = useReopenRequest(requestId);
  return (
    <div>
      <Button size="sm" variant="outline" onClick={() => reopen.mutate()} disabled={reopen.isPending}>
        {reopen.isPending ? 'Reopening...' : 'Reopen request'}
      </Button>
      {reopen.isError && <p role="alert">Could not reopen it: {errorMessage(reopen.error)}</p>}
    </div>
  );
}

const StyledDescription = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
