import { useState } from 'react';
import type { CreatedPreviewLink } from '@app/contracts';
import { Button } from '@app/ui';
import { errorMessage, toast } from '@app/web';
import { useCreatePreviewLink } from '../api/preview-link-queries';
import { isStillOpen, previewUrl } from '../utils/preview-url';
import { SharePreviewDialog } from './share-preview-dialog';

/**
 * Preview (the saved draft as its public post page, in a new tab) and the share links. Both go through a preview
 * link, so staff see exactly what the people they share it with see. The newest link made here, whose token the
 * API gives only once, is opened again by the next Preview instead of making a link per click.
 */
export function DraftPreviewControls({ draftId }: { draftId: string }) {
  const [newestLink, setNewestLink] = useState<CreatedPreviewLink | null>(null);
  const create = useCreatePreviewLink(draftId);

  const openPreview = () => {
    // Opened during the click, so no pop-up blocker stops it; it is sent to the page once the link is known.
    const tab = window.open('about:blank', '_blank');
    if (!tab) {
      toast({ title: 'The preview could not open', description: 'Allow pop-ups for this site, then try again.', variant: 'destructive' });
      return;
    }
    tab.opener = null;
    const show = (link: CreatedPreviewLink) => tab.location.replace(previewUrl(link));
    if (isStillOpen(newestLink)) return show(newestLink);
    create.mutate(undefined, {
      onSuccess: (link) => {
        setNewestLink(link);
        show(link);
      },
      onError: (error) => {
        tab.close();
        toast({ title: 'The preview could not open', description: errorMessage(error), variant: 'destructive' });
      },
    });
  };

  return (
    <>
      <Button type="button" variant="outline" onClick={openPreview} disabled={create.isPending} aria-busy={create.isPending || undefined}>
        Preview
      </Button>
      <SharePreviewDialog
        draftId={draftId}
        newestLink={newestLink}
        onCreated={setNewestLink}
        onRevoked={(linkId) => newestLink?.id === linkId && setNewestLink(null)}
      />
    </>
  );
}
