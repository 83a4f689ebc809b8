import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { CONTENT_TYPE_LABELS, DRAFT_STATUS_LABELS, draftPreview, type ContentDraft, type DraftStatus } from '@app/contracts';
import { Badge, type BadgeVariant, Button, GridList, Panel, Row } from '@app/ui';
import { formatDateTime, formatLongDate } from '@app/web';
import { useDrafts } from '../../api/content-queries';
import { CONTENT_NOTICES } from '../../shared/content-notices';
import { ContentListTab } from '../../shared/content-list-tab';
import { useDeleteDraft } from '../api/content-actions';

const STATUS_BADGES: Record<DraftStatus, BadgeVariant> = {
  draft: 'neutral',
  review: 'warning',
  approved: 'success',
  scheduled: 'accent',
};

/** The drafts a page at a time, last changed first, searched and filtered on the server. */
export function DraftsTab() {
  const deleteDraft = useDeleteDraft();
  return (
    <ContentListTab
      subject="content drafts"
      label="Content drafts"
      searchLabel="Search titles"
      statusLabels={DRAFT_STATUS_LABELS}
      useItems={useDrafts}
      unmatched="No draft matches this search and status."
      none="Start one with Create New, or let AI Generate write a first draft."
      deletion={{
        describe: (draft) => `the draft "${draft.title}"${draft.publishedPostId ? '; its published post stays on the blog' : ''}`,
        remove: deleteDraft,
        deleted: CONTENT_NOTICES.draftDeleted,
        failed: CONTENT_NOTICES.draftDeleteFailed,
      }}
    >
      {(drafts, onDelete) => (
        <GridList $gap={4} aria-label="Content drafts">
          {drafts.map((draft) => (
            <DraftCard key={draft.id} draft={draft} onDelete={() => onDelete(draft)} />
          ))}
        </GridList>
      )}
    </ContentListTab>
  );
}

function DraftCard({ draft, onDelete }: { draft: ContentDraft; onDelete: () => void }) {
  return (
    <Panel as="li" $gap={3}>
      <StyledCardHeader>
        <h2>{draft.title}</h2>
        <StyledActions>
          <Button as={Link} to={`/admin/content/edit/${encodeURIComponent(draft.id)}`} variant="outline" size="sm" aria-label={`Edit ${draft.title}`}>
            Edit
          </Button>
          <Button variant="outline" size="sm" onClick={onDelete} aria-label={`Delete ${draft.title}`}>
            Delete
          </Button>
        </StyledActions>
      </StyledCardHeader>
      <Row $gap={2} $wrap>
        <Badge variant={STATUS_BADGES[draft.status]}>{DRAFT_STATUS_LABELS[draft.status]}</Badge>
        {draft.isAutomated && <Badge variant="primary">AI Generated</Badge>}
        <Badge variant="outline">{CONTENT_TYPE_LABELS[draft.contentType]}</Badge>
        {draft.publishedPostId && <Badge variant="success">Live on the blog</Badge>}
      </Row>
      <StyledPreview>{draftPreview(draft.content)}</StyledPreview>
      <StyledMeta>
        Created {formatLongDate(draft.createdAt)}
        {draft.author && ` by ${draft.author}`}
        {draft.status === 'scheduled' && draft.scheduledFor && ` · Publishes ${formatDateTime(draft.scheduledFor)}`}
      </StyledMeta>
    </Panel>
  );
}

const StyledCardHeader = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing[3]};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSize.lg};
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-shrink: 0;
  gap: ${({ theme }) => theme.spacing[2]};
`;

const StyledPreview = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
`;

const StyledMeta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;
