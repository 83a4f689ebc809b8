import { type ReactNode, useId, useState } from 'react';
import styled from 'styled-components';
import { type CreatedPreviewLink, PREVIEW_LINK_LIFETIME_DAYS, type PreviewLink } from '@app/contracts';
import { Button, ConfirmDialog, Dialog, DialogContent, DialogTrigger, Grid, Input, Row } from '@app/ui';
import { PagedQueryStatus, errorMessage, formatDateTime, toast } from '@app/web';
import { useCreatePreviewLink, usePreviewLinks, useRevokePreviewLink } from '../api/preview-link-queries';
import { StyledLineItemList, StyledMuted } from '../../shared/line-item-list';
import { isStillOpen, previewUrl } from '../utils/preview-url';

const describe = (link: PreviewLink) => `Made by ${link.createdBy} on ${formatDateTime(link.createdAt)}`;

/**
 * Makes a preview link to send to someone outside the panel, copies it, and lists and withdraws the open ones. The
 * newest link made here is the only one whose address is still known (the API gives a token only once).
 */
export function SharePreviewDialog({ draftId }: { draftId: string }) {
  const [open, setOpen] = useState(false);
  const [newestLink, setNewestLink] = useState<CreatedPreviewLink | null>(null);
  const onRevoked = (linkId: string) => newestLink?.id === linkId && setNewestLink(null);
  const links = usePreviewLinks(draftId, open);
  const create = useCreatePreviewLink(draftId);

  const onCreate = () =>
    create.mutate(undefined, {
      onSuccess: setNewestLink,
      onError: (error) => toast({ title: 'The link could not be made', description: errorMessage(error), variant: 'destructive' }),
    });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline">
          Share preview
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Share preview"
        description={`Anyone with a link can read this draft as last saved, for ${PREVIEW_LINK_LIFETIME_DAYS} days or until the link is withdrawn. Nothing is published.`}
        size="lg"
      >
        <Grid $gap={5}>
          <div>
            <Button type="button" onClick={onCreate} disabled={create.isPending} aria-busy={create.isPending || undefined}>
              {create.isPending ? 'Making link...' : 'Make a new link'}
            </Button>
          </div>
          {isStillOpen(newestLink) && <NewLink link={newestLink} />}
          <section aria-labelledby="open-preview-links">
            <StyledHeading id="open-preview-links">Open links</StyledHeading>
            <PagedQueryStatus query={links} subject="the preview links" more={{ label: 'Load older links', loadingLabel: 'Loading older links...' }}>
              {(items, olderLinks) => <OpenLinks draftId={draftId} links={items} olderLinks={olderLinks} onRevoked={onRevoked} />}
            </PagedQueryStatus>
          </section>
        </Grid>
      </DialogContent>
    </Dialog>
  );
}

/** The address of the link just made: the only time it can be copied (the server keeps a hash of it). */
function NewLink({ link }: { link: CreatedPreviewLink }) {
  const inputId = useId();
  const hintId = useId();
  const url = previewUrl(link);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Link copied', description: 'Paste it into your message to share the preview.' });
    } catch (error) {
      toast({ title: 'Could not copy the link', description: errorMessage(error), variant: 'destructive' });
    }
  };

  return (
    <StyledNewLink>
      <label htmlFor={inputId}>New link</label>
      <Row $gap={2}>
        <Input id={inputId} value={url} readOnly aria-describedby={hintId} onFocus={(event) => event.currentTarget.select()} />
        <Button type="button" variant="secondary" onClick={() => void copy()}>
          Copy link
        </Button>
      </Row>
      <StyledMuted as="p" id={hintId}>
        Copy it now: once this editor is closed, the link can be withdrawn but not shown again.
      </StyledMuted>
    </StyledNewLink>
  );
}

interface OpenLinksProps {
  draftId: string;
  /** Every open link read so far, newest first. */
  links: PreviewLink[];
  /** Reads the next page of older links. */
  olderLinks: ReactNode;
  onRevoked: (linkId: string) => void;
}

function OpenLinks({ draftId, links, olderLinks, onRevoked }: OpenLinksProps) {
  const [withdrawing, setWithdrawing] = useState<PreviewLink | null>(null);
  const revoke = useRevokePreviewLink(draftId);

  if (links.length === 0) return <StyledMuted as="p">No preview links are open. Make one to share this draft.</StyledMuted>;

  const onConfirm = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    if (!withdrawing) return;
    revoke.mutate(withdrawing.id, {
      onSuccess: () => {
        toast({ title: 'Link withdrawn', description: 'Whoever opens it now is told it was withdrawn.' });
        onRevoked(withdrawing.id);
        setWithdrawing(null);
      },
      onError: (error) => toast({ title: 'The link could not be withdrawn', description: errorMessage(error), variant: 'destructive' }),
    });
  };

  return (
    <>
      <StyledLineItemList aria-label="Open preview links">
        {links.map((link) => (
          <li key={link.id}>
            <span>
              <strong>{describe(link)}</strong>
              <StyledMuted>Expires {formatDateTime(link.expiresAt)}</StyledMuted>
            </span>
            <Button type="button" variant="outline" size="sm" onClick={() => setWithdrawing(link)} aria-label={`Withdraw: ${describe(link)}`}>
              Withdraw
            </Button>
          </li>
        ))}
      </StyledLineItemList>
      {olderLinks}
      <ConfirmDialog
        open={withdrawing !== null}
        onOpenChange={(isOpen) => !isOpen && setWithdrawing(null)}
        title="Withdraw this preview link?"
        description="Whoever opens it will be told it was withdrawn. This cannot be undone; you can make a new link."
        confirmLabel="Withdraw"
        destructive
        pending={revoke.isPending}
        onConfirm={onConfirm}
      />
    </>
  );
}

const StyledHeading = styled.h3`
  margin: 0 0 ${({ theme }) => theme.spacing[2]};
  font-size: ${({ theme }) => theme.typography.fontSize.md};
`;

const StyledNewLink = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing[2]};

  label {
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }
`;
