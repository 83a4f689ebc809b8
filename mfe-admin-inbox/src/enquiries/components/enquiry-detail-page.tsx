import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { type EnquiryDetail, serviceLabel } from '@app/contracts';
import { AdminPage, Button, Card, CardContent, CardHeader, CardTitle, media, Stack, TitledDetailSection } from '@app/ui';
import { formatDateTime, QueryStatus } from '@app/web';
import { MarketingConsents } from '../../marketing/components/marketing-consents';
import { useEnquiry } from '../api/enquiry-query';
import { INBOX_PATH } from '../utils/inbox-paths';
import { ContactDetails } from './contact-details';
import { StyledDefinitions } from './detail-styles';
import { EnquiryStatusBadge } from './enquiry-status-badge';
import { EnquiryTimeline } from './enquiry-timeline';
import { HandlingControls } from './handling-controls';
import { NoteForm } from './note-form';
import { NotificationStatus } from './notification-status';
import { ReplyClockBadge } from './reply-clock-badge';
import { ReplyForm } from './reply-form';

/** One enquiry: the message, how to reach the sender, their consents (to be contacted, to marketing), and its handling. */
export function EnquiryDetailPage() {
  const { id = '' } = useParams();
  const enquiry = useEnquiry(id);
  return (
    <StyledPage $gap={4}>
      <Button as={Link} to={INBOX_PATH} variant="ghost" size="sm">
        Back to Enquiries
      </Button>
      <QueryStatus query={enquiry} subject="the enquiry">
        {(detail) => <EnquiryCard enquiry={detail} />}
      </QueryStatus>
    </StyledPage>
  );
}

function EnquiryCard({ enquiry }: { enquiry: EnquiryDetail }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h1">{enquiry.name}</CardTitle>
        <StyledStatusLine>
          <EnquiryStatusBadge status={enquiry.status} />
          <ReplyClockBadge clock={enquiry.replyClock} />
          <span>
            {serviceLabel(enquiry.service)} · received {formatDateTime(enquiry.receivedAt)}
          </span>
        </StyledStatusLine>
      </CardHeader>
      <StyledColumns>
        <Stack $gap={6}>
          <TitledDetailSection id="enquiry-message" title="Message">
            <StyledMessage>{enquiry.message}</StyledMessage>
          </TitledDetailSection>
          <TitledDetailSection id="enquiry-reply" title="Reply">
            <ReplyForm enquiry={enquiry} />
          </TitledDetailSection>
          <TitledDetailSection id="enquiry-contact" title="Contact">
            <ContactDetails enquiry={enquiry} />
          </TitledDetailSection>
          <TitledDetailSection id="enquiry-consent" title="Consent (PDPA)">
            <StyledDefinitions>
              <dt>Wording version</dt>
              <dd>{enquiry.consentTextVersion}</dd>
              <dt>Given</dt>
              <dd>{formatDateTime(enquiry.consentedAt)}</dd>
            </StyledDefinitions>
          </TitledDetailSection>
          <TitledDetailSection id="enquiry-marketing" title="Marketing consent">
            <MarketingConsents consents={enquiry.marketingConsents} />
          </TitledDetailSection>
          <TitledDetailSection id="enquiry-notification" title="Staff notification">
            <NotificationStatus enquiry={enquiry} />
          </TitledDetailSection>
        </Stack>
        <Stack $gap={6}>
          <TitledDetailSection id="enquiry-handling" title="Handling">
            <HandlingControls enquiry={enquiry} />
          </TitledDetailSection>
          <TitledDetailSection id="enquiry-timeline" title="Timeline">
            <EnquiryTimeline receivedAt={enquiry.receivedAt} events={enquiry.timeline} viewings={enquiry.viewings} />
            <NoteForm enquiryId={enquiry.id} />
          </TitledDetailSection>
        </Stack>
      </StyledColumns>
    </Card>
  );
}

/** The back link keeps its width; the enquiry's card takes the page's. */
const StyledPage = styled(AdminPage)`
  align-items: flex-start;

  & > :last-child {
    align-self: stretch;
  }
`;

const StyledStatusLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[2]};
`;

const StyledColumns = styled(CardContent)`
  display: grid;
  gap: ${({ theme }) => theme.spacing[6]};

  ${media.lg} {
    grid-template-columns: 3fr 2fr;
  }
`;

const StyledMessage = styled.p`
  margin: 0;
  white-space: pre-wrap;
`;
