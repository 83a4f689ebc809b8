import { type ReactNode, useState } from 'react';
import styled from 'styled-components';
import { REVISION_SOURCE_LABELS, type ContentDraft, type ContentRevisionSummary } from '@app/contracts';
import { Button, Dialog, DialogContent, DialogScrollStack, DialogTrigger, FormField, Select } from '@app/ui';
import { PagedQueryStatus, QueryStatus, errorMessage, formatDateTime, toast } from '@app/web';
import { useRestoreRevision, useRevisionDiff, useRevisions } from '../api/revision-queries';
import { StyledLineItemList, StyledMuted } from '../../shared/line-item-list';
import { TextDifferences } from './diff-text';

interface RevisionHistoryDialogProps {
  draftId: string;
  /** Called with the draft as the restore left it, for the editor to show. */
  onRestored: (draft: ContentDraft) => void;
}

const describe = (revision: ContentRevisionSummary) =>
  `${REVISION_SOURCE_LABELS[revision.source]} ${formatDateTime(revision.createdAt)}${revision.createdBy ? ` by ${revision.createdBy}` : ''}`;

/** The draft's revisions, newest first and a page at a time, with a word-level comparison of any two read and a restore of any one. */
export function RevisionHistoryDialog({ draftId, onRestored }: RevisionHistoryDialogProps) {
  const [open, setOpen] = useState(false);
  const revisions = useRevisions(draftId, open);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline">
          History
        </Button>
      </DialogTrigger>
      <DialogContent title="Revision history" description="Every save is kept. Compare two revisions, or restore one as a new revision." size="lg">
        <PagedQueryStatus query={revisions} subject="the revision history" more={{ label: 'Load older revisions', loadingLabel: 'Loading older revisions...' }}>
          {(items, olderRevisions) => (
            <History
              draftId={draftId}
              revisions={items}
              olderRevisions={olderRevisions}
              onRestored={(draft) => {
                onRestored(draft);
                setOpen(false);
              }}
            />
          )}
        </PagedQueryStatus>
      </DialogContent>
    </Dialog>
  );
}

interface HistoryProps {
  draftId: string;
  /** Every revision read so far, newest first. */
  revisions: ContentRevisionSummary[];
  /** Reads the next page of older revisions. */
  olderRevisions: ReactNode;
  onRestored: (draft: ContentDraft) => void;
}

function History({ draftId, revisions, olderRevisions, onRestored }: HistoryProps) {
  const [from, setFrom] = useState(revisions[1]?.id ?? '');
  const [to, setTo] = useState(revisions[0]?.id ?? '');
  const restore = useRestoreRevision(draftId);

  const onRestore = (revision: ContentRevisionSummary) =>
    restore.mutate(revision.id, {
      onSuccess: (draft) => {
        toast({ title: 'Revision restored', description: `The draft now reads as it did: ${describe(revision)}.` });
        onRestored(draft);
      },
      onError: (error) => toast({ title: 'Restore failed', description: errorMessage(error), variant: 'destructive' }),
    });

  return (
    <DialogScrollStack $gap={5}>
      <StyledLineItemList as="ol" aria-label="Revisions">
        {revisions.map((revision, index) => (
          <li key={revision.id}>
            <span>
              <strong>{describe(revision)}</strong>
              <StyledMuted>
                {index === 0 ? 'Current · ' : ''}
                {revision.title}
              </StyledMuted>
            </span>
            {index > 0 && (
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={restore.isPending}
                onClick={() => onRestore(revision)}
                aria-label={`Restore ${describe(revision)}`}
              >
                Restore
              </Button>
            )}
          </li>
        ))}
      </StyledLineItemList>
      {olderRevisions}
      {revisions.length > 1 && (
        <section aria-label="Compare revisions">
          <StyledCompare>
            <RevisionSelect label="Compare" revisions={revisions} value={from} onChange={setFrom} />
            <RevisionSelect label="With" revisions={revisions} value={to} onChange={setTo} />
          </StyledCompare>
          <RevisionDiff draftId={draftId} from={from} to={to} />
        </section>
      )}
    </DialogScrollStack>
  );
}

interface RevisionSelectProps {
  label: string;
  revisions: ContentRevisionSummary[];
  value: string;
  onChange: (id: string) => void;
}

function RevisionSelect({ label, revisions, value, onChange }: RevisionSelectProps) {
  return (
    <FormField label={label}>
      <Select value={value} onChange={(event) => onChange(event.target.value)}>
        {revisions.map((revision) => (
          <option key={revision.id} value={revision.id}>
            {describe(revision)}
          </option>
        ))}
      </Select>
    </FormField>
  );
}

function RevisionDiff({ draftId, from, to }: { draftId: string; from: string; to: string }) {
  const diff = useRevisionDiff(draftId, from, to);
  if (from === to) return <StyledMuted>Choose two different revisions to see what changed.</StyledMuted>;
  return (
    <QueryStatus query={diff} subject="the differences">
      {(result) => <TextDifferences diff={result} />}
    </QueryStatus>
  );
}

const StyledCompare = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: ${({ theme }) => theme.spacing[3]};
`;
