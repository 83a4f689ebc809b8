import styled from 'styled-components';
import type { Campaign } from '@app/contracts';

/**
 * How far a campaign going out (or gone out) is: mails done (sent or failed) of the mails stored for it. A cancelled
 * one whose mails were already leaving says so until they have ended.
 */
export function CampaignProgress({ campaign }: { campaign: Campaign }) {
  if (campaign.status === 'cancelled' && campaign.counts.queued > 0) {
    const leaving = campaign.counts.queued;
    return <p role="status">{`Cancelled. ${leaving} ${leaving === 1 ? 'e-mail was' : 'e-mails were'} already on the way and will finish within a minute.`}</p>;
  }
  if (campaign.status !== 'sending' && campaign.status !== 'sent') return null;
  const { queued, sent, failed } = campaign.counts;
  const total = queued + sent + failed;
  const done = sent + failed;
  const label = campaign.status === 'sending' && total === 0 ? 'Preparing the recipients…' : `${done} of ${total} mails done`;
  return (
    <StyledProgress>
      <progress max={Math.max(total, 1)} value={done} aria-label={`Progress of ${campaign.subject}`} aria-valuetext={label} />
      <span>{label}</span>
    </StyledProgress>
  );
}

const StyledProgress = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing[1]};
  margin-top: ${({ theme }) => theme.spacing[1]};
  font-size: ${({ theme }) => theme.typography.fontSize.xs};

  progress {
    width: 100%;
    min-width: 6rem;
  }
`;
