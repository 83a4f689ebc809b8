import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { FINISHED_MAINTENANCE_STATUSES, MAINTENANCE_CATEGORY_LABELS, type StaffMaintenanceRequest } from '@app/contracts';
import { AdminPage, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, DetailSection, media, useLeaveGuard } from '@app/ui';
import { errorMessage, formatDateTime, QueryStatus } from '@app/web';
import { RequestPhotos, RequestTimeline } from '@app/domain-ui';
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
    <AdminPage $gap={4}>
      <Button as={Link} to={MAINTENANCE_PATH} variant="ghost" size="sm">
        Back to the board
      </Button>
      <QueryStatus query={request} subject="the request">
        {(detail) => <RequestCard request={detail} />}
      </QueryStatus>
    </AdminPage>
  );
}

const UNSENT_MESSAGE_PROMPT = 'Your message to the tenant or note is not sent yet. Leave this page and lose it?';

function RequestCard({ request }: { request: StaffMaintenanceRequest }) {
  const [message, setMessage] = useState('');
  const unsent = message.trim() !== '';
  // Save changes leaves a message typed in the box there, and says it is not sent: nothing is dropped or made internal.
  const [savedWithUnsent, setSavedWithUnsent] = useState(false);
  useLeaveGuard(unsent, UNSENT_MESSAGE_PROMPT);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h1">
          {request.reference}: {MAINTENANCE_CATEGORY_LABELS[request.category]}
        </CardTitle>
        <CardDescription>
          <UrgencyBadge urgency={request.urgency} /> <RequestStatusBadge status={request.status} /> <FollowUpBadge at={request.tenantFollowUpAt} />{' '}
          <ResponseClockBadge clock={request.responseClock} /> · filed {formatDateTime(request.createdAt)}
        </CardDescription>
        {FINISHED_MAINTENANCE_STATUSES.includes(request.status) && <ReopenButton requestId={request.id} />}
      </CardHeader>
      <StyledColumns>
        <DetailSection aria-labelledby="request-report">
          <h2 id="request-report">Report</h2>
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
        </DetailSection>
        <DetailSection aria-labelledby="request-handling">
          <h2 id="request-handling">Handling</h2>
          <HandlingForm key={request.updatedAt} request={request} onSaved={() => setSavedWithUnsent(unsent)} />
          {savedWithUnsent && unsent && <p role="alert">Saved. Your message is not sent yet: choose “Reply to tenant” or “Add internal note” below it.</p>}
          <StaffMessageForm requestId={request.id} text={message} onTextChange={setMessage} />
          <h2>Timeline</h2>
          <RequestTimeline events={request.timeline} />
        </DetailSection>
      </StyledColumns>
    </Card>
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

const StyledColumns = styled(CardContent)`
  display: grid;
  gap: ${({ theme }) => theme.spacing[6]};

  ${media.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const StyledDescription = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
