import { useState } from 'react';
import { type Campaign, CAMPAIGN_STATUS_LABELS } from '@app/contracts';
import { Badge, Button, DataTable, Input, TableCell, TableRow } from '@app/ui';
import { errorMessage, formatDateTime, fromSingaporeInput } from '@app/web';
import { useCancelCampaign, useTestCampaign } from '../api/campaigns-query';
import { CampaignFailures } from './campaign-failures';
import { CampaignPreview } from './campaign-preview';
import { CampaignProgress } from './campaign-progress';
import { CampaignSendDialog } from './campaign-send-dialog';

const COLUMNS = ['Subject', 'Status', 'Send time', 'Queued', 'Sent', 'Failed', 'Unsubscribed', 'Actions'];
const VARIANT = { draft: 'neutral', scheduled: 'warning', sending: 'warning', sent: 'success', cancelled: 'neutral' } as const;

/** What staff may do with one campaign: test-send (everyone); send now, schedule, cancel (senders). */
function CampaignActions({ campaign, canSend }: { campaign: Campaign; canSend: boolean }) {
  const test = useTestCampaign();
  const cancel = useCancelCampaign();
  const [sendAt, setSendAt] = useState('');
  /** The send being confirmed: null for now, an ISO instant to schedule; undefined while none is asked. */
  const [confirming, setConfirming] = useState<string | null | undefined>(undefined);
  const scheduledAt = fromSingaporeInput(sendAt);
  const failed = [test, cancel].find((mutation) => mutation.isError);
  const label = campaign.subject;
  return (
    <div role="group" aria-label={`Actions for ${label}`}>
      <CampaignPreview campaign={campaign} />
      <Button size="sm" variant="outline" onClick={() => test.mutate(campaign.id)} disabled={test.isPending}>
        {test.isPending ? 'Sending test…' : 'Send me a test'}
      </Button>
      {test.isSuccess && <p role="status">{test.data.message}</p>}
      {canSend && campaign.status === 'draft' && (
        <>
          <Button size="sm" onClick={() => setConfirming(null)}>
            Send now
          </Button>
          <Input
            type="datetime-local"
            aria-label={`Send time for ${label} (Singapore time)`}
            value={sendAt}
            onChange={(event) => setSendAt(event.target.value)}
          />
          <Button size="sm" variant="outline" disabled={!scheduledAt} onClick={() => setConfirming(scheduledAt)}>
            Schedule
          </Button>
          {confirming !== undefined && <CampaignSendDialog campaign={campaign} sendAt={confirming} onClose={() => setConfirming(undefined)} />}
        </>
      )}
      {canSend && (campaign.status === 'scheduled' || campaign.status === 'sending') && (
        <Button size="sm" variant="destructive" onClick={() => cancel.mutate(campaign.id)} disabled={cancel.isPending}>
          {cancel.isPending ? 'Cancelling…' : 'Cancel'}
        </Button>
      )}
      {failed && <p role="alert">{errorMessage(failed.error)}</p>}
    </div>
  );
}

export function CampaignsTable({ campaigns, canSend }: { campaigns: Campaign[]; canSend: boolean }) {
  return (
    <DataTable columns={COLUMNS}>
      {campaigns.map((campaign) => (
        <TableRow key={campaign.id}>
          <TableCell>{campaign.subject}</TableCell>
          <TableCell>
            <Badge variant={VARIANT[campaign.status]}>{CAMPAIGN_STATUS_LABELS[campaign.status]}</Badge>
            <CampaignProgress campaign={campaign} />
          </TableCell>
          <TableCell>{campaign.sendAt ? formatDateTime(campaign.sendAt) : '–'}</TableCell>
          <TableCell>{campaign.counts.queued}</TableCell>
          <TableCell>{campaign.counts.sent}</TableCell>
          <TableCell>
            <CampaignFailures campaign={campaign} />
          </TableCell>
          <TableCell>{campaign.counts.unsubscribed}</TableCell>
          <TableCell>
            <CampaignActions campaign={campaign} canSend={canSend} />
          </TableCell>
        </TableRow>
      ))}
    </DataTable>
  );
}
