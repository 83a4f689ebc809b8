import { useId, useState } from 'react';
import type { Campaign } from '@app/contracts';
import { Button } from '@app/ui';
import { QueryStatus } from '@app/web';
import { useCampaignDetail } from '../api/campaigns-query';

/** How many of the campaign's mails failed, and, on demand, why (each reason with how many). */
export function CampaignFailures({ campaign }: { campaign: Campaign }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const detail = useCampaignDetail(campaign.id, open);
  if (campaign.counts.failed === 0) return <>0</>;
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={`${campaign.counts.failed} failed: why`}
        onClick={() => setOpen(!open)}
      >
        {campaign.counts.failed}
      </Button>
      <div id={listId} hidden={!open}>
        {open && (
          <QueryStatus query={detail} subject="failure reasons">
            {(result) => (
              <ul aria-label={`Why mails of ${campaign.subject} failed`}>
                {result.failures.map((failure) => (
                  <li key={failure.reason}>
                    {failure.count} × {failure.reason}
                  </li>
                ))}
              </ul>
            )}
          </QueryStatus>
        )}
      </div>
    </>
  );
}
