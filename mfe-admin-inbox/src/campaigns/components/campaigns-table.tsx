import { useState } from 'react';
import { type Campaign, CAMPAIGN_STATUS_LABELS } from '@app/contracts';
import { Badge, Button, Input, Table, TableBody, TableCell, TableColumnHeaders, TableContainer, TableRow } from '@app/ui';
import { errorMessage, formatDateTime } from '@app/web';
import { useCancelCampaign, useSendCampaign, useTestCampaign } from '../api/campaigns-query';
import { CampaignFailures } from './campaign-failures';
import { CampaignPreview } from './campaign-preview';

const COLUMNS = ['Subject', 'Status', 'Send time', 'Queued', 'Sent', 'Failed', 'Unsubscribed', 'Actions'];
const VARIANT = { draft: 'neutral', scheduled: 'warning', sending: 'warning', sent: 'success', cancelled: 'neutral' } as const;

/** What staff may do with one campaign: test-send (everyone); send now, schedule, cancel (senders). */
function CampaignActions({ campaign, canSend }: { campaign: Campaign; canSend: boolean }) {
  const test = useTestCampaign();
  const send = useSendCampaign();
  const cancel = useCancelCampaign();
  const [sendAt, setSendAt] = useState('');
  const failed = [test, send, cancel].find((mutation) => mutation.isError);
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
          <Button size="sm" onClick={() => send.mutate({ id: campaign.id })} disabled={send.isPending}>
            Send now
          </Button>
          <Input type="datetime-local" aria-label={`Send time for ${label}`} value={sendAt} onChange={(event) => setSendAt(event.target.value)} />
          <Button
            size="sm"
            variant="outline"
            disabled={!sendAt || send.isPending}
            onClick={() => send.mutate({ id: campaign.id, sendAt: new Date(sendAt).toISOString() })}
          >
            Schedule
          </Button>
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
    <TableContainer>
      <Table>
        <TableColumnHeaders columns={COLUMNS} />
        <TableBody>
          {campaigns.map((campaign) => (
            <TableRow key={campaign.id}>
              <TableCell>{campaign.subject}</TableCell>
              <TableCell>
                <Badge variant={VARIANT[campaign.status]}>{CAMPAIGN_STATUS_LABELS[campaign.status]}</Badge>
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
        </TableBody>
      </Table>
    </TableContainer>
  );
}
