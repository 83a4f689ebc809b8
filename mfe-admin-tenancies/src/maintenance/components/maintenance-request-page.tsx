import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { MAINTENANCE_CATEGORY_LABELS, type StaffMaintenanceRequest } from '@app/contracts';
import { AdminPage, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, DetailSection, media } from '@app/ui';
import { formatDateTime, QueryStatus, RequestPhotos, RequestTimeline } from '@app/web';
import { MAINTENANCE_PATH } from '../../shared/paths';
import { useMaintenanceRequest } from '../api/maintenance-queries';
import { HandlingForm } from './handling-form';
import { useLeaveGuard } from '../hooks/use-leave-guard';
import { StaffMessageForm, StaffPhotoForm } from './staff-additions';
import { RequestStatusBadge, ResponseClockBadge, UrgencyBadge } from './request-badges';

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
  useLeaveGuard(unsent, UNSENT_MESSAGE_PROMPT);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h1">
          {request.reference}: {MAINTENANCE_CATEGORY_LABELS[request.category]}
        </CardTitle>
        <CardDescription>
          <UrgencyBadge urgency={request.urgency} /> <RequestStatusBadge status={request.status} /> <ResponseClockBadge clock={request.responseClock} /> · filed{' '}
          {formatDateTime(request.createdAt)}
        </CardDescription>
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
          <HandlingForm key={request.updatedAt} request={request} unsentMessage={unsent} />
          <StaffMessageForm requestId={request.id} text={message} onTextChange={setMessage} />
          <h2>Timeline</h2>
          <RequestTimeline events={request.timeline} />
        </DetailSection>
      </StyledColumns>
    </Card>
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
