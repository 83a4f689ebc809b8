import { useId, useState } from 'react';
import styled from 'styled-components';
import type { Campaign } from '@app/contracts';
import { Button } from '@app/ui';
import { QueryStatus } from '@app/web';
import { useCampaignPreview } from '../api/campaigns-query';

/**
 * The campaign's mail as subscribers get it, shown on demand: its subject, and its HTML in a sandboxed frame (no
 * scripts, no same-origin access), so the article's markup cannot touch the panel.
 */
export function CampaignPreview({ campaign }: { campaign: Campaign }) {
  const [open, setOpen] = useState(false);
  const regionId = useId();
  const preview = useCampaignPreview(campaign.id, open);
  return (
    <>
      <Button size="sm" variant="outline" aria-expanded={open} aria-controls={regionId} onClick={() => setOpen(!open)}>
        {open ? 'Hide preview' : 'Preview'}
      </Button>
      <div id={regionId} hidden={!open}>
        {open && (
          <QueryStatus query={preview} subject="preview">
            {(mail) => (
              <section aria-label={`Preview of ${campaign.subject}`}>
                <p>
                  <strong>Subject:</strong> {mail.subject}
                </p>
                <StyledFrame title={`Mail preview: ${mail.subject}`} sandbox="" srcDoc={mail.html} />
              </section>
            )}
          </QueryStatus>
        )}
      </div>
    </>
  );
}

const StyledFrame = styled.iframe`
  width: 100%;
  min-width: 320px;
  height: 480px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;
