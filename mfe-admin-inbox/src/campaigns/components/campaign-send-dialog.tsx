import { useState } from 'react';
import styled from 'styled-components';
import { type Campaign, CAMPAIGN_RESEND_WINDOW_DAYS, type CampaignDetail } from '@app/contracts';
import { Button, Checkbox, Dialog, DialogClose, DialogContent, DialogFooter } from '@app/ui';
import { errorMessage, formatSingaporeTime, QueryStatus } from '@app/web';
import { useCampaignDetail, useSendCampaign } from '../api/campaigns-query';

const subscribers = (count: number) => `${count} ${count === 1 ? 'subscriber' : 'subscribers'}`;

/**
 * Asks before a campaign goes out, naming its recipients, subject and time; a draft that went out in the last
 * CAMPAIGN_RESEND_WINDOW_DAYS needs a second, explicit tick (the server refuses it without). `sendAt` is an ISO
 * instant to schedule, or null to send now; `onClose` runs when the dialog closes, sent or not.
 */
export function CampaignSendDialog({ campaign, sendAt, onClose }: { campaign: Campaign; sendAt: string | null; onClose: () => void }) {
  const detail = useCampaignDetail(campaign.id, true);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={sendAt ? 'Schedule this campaign?' : 'Send this campaign now?'} size="sm">
        <QueryStatus query={detail} subject="the recipients">
          {(current) => <SendConfirmation campaign={current} sendAt={sendAt} onSent={onClose} />}
        </QueryStatus>
      </DialogContent>
    </Dialog>
  );
}

function SendConfirmation({ campaign, sendAt, onSent }: { campaign: CampaignDetail; sendAt: string | null; onSent: () => void }) {
  const send = useSendCampaign();
  const [resendConfirmed, setResendConfirmed] = useState(false);
  const needsResend = campaign.draftLastSentAt !== null;
  const confirm = () => send.mutate({ id: campaign.id, ...(sendAt ? { sendAt } : {}), ...(needsResend ? { resendConfirmed } : {}) }, { onSuccess: onSent });
  return (
    <>
      <StyledFacts>
        <dt>Recipients</dt>
        <dd>
          {subscribers(campaign.recipients)} confirmed now{sendAt ? ', and any who confirm before it goes' : ''}
        </dd>
        <dt>Subject</dt>
        <dd>{campaign.subject}</dd>
        <dt>When</dt>
        <dd>{sendAt ? formatSingaporeTime(sendAt) : 'Now'}</dd>
      </StyledFacts>
      {needsResend && (
        <StyledWarning role="note">
          <p>
            This newsletter already went out on {formatSingaporeTime(campaign.draftLastSentAt as string)}, less than {CAMPAIGN_RESEND_WINDOW_DAYS} days ago.
          </p>
          <Checkbox label="Yes, send it to subscribers again" checked={resendConfirmed} onChange={(event) => setResendConfirmed(event.currentTarget.checked)} />
        </StyledWarning>
      )}
      {send.isError && <p role="alert">{errorMessage(send.error)}</p>}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button onClick={confirm} disabled={send.isPending || (needsResend && !resendConfirmed)} aria-busy={send.isPending || undefined}>
          {sendAt ? `Schedule for ${subscribers(campaign.recipients)}` : `Send to ${subscribers(campaign.recipients)}`}
        </Button>
      </DialogFooter>
    </>
  );
}

const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.spacing[1]} ${theme.spacing[3]}`};
  margin: ${({ theme }) => `${theme.spacing[3]} 0`};

  dt {
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const StyledWarning = styled.div`
  padding: ${({ theme }) => theme.spacing[3]};
  border: 1px solid ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.warningSubtle};
  border-radius: ${({ theme }) => theme.radii.md};
  margin-bottom: ${({ theme }) => theme.spacing[3]};

  p {
    margin: 0 0 ${({ theme }) => theme.spacing[2]};
  }
`;
