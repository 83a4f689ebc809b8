import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { CONTENT_TYPE_LABELS, DRAFT_STATUS_LABELS, draftPreview, type ContentDraft, type DraftStatus } from '@app/contracts';
import { Badge, type BadgeVariant, Button, EmptyState, PagedResults } from '@app/ui';
import { formatDateTime, formatLongDate, pagedState } from '@app/web';
import { useDrafts } from '../../api/content-queries';
import { CONTENT_NOTICES } from '../../shared/content-notices';
import { PagedListFilters, usePagedListQuery } from '../../shared/paged-list-filters';
import { useDeleteDraft } from '../api/content-actions';
import { DeleteItemDialog } from '../../shared/delete-item-dialog';

const STATUS_BADGES: Record<DraftStatus, BadgeVariant> = {
  draft: 'neutral',
  review: 'warning',
  approved: 'success',
  scheduled: 'accent',
};

const PAGE_SIZE = 25;

/** The drafts a page at a time, last changed first, searched and filtered on the server. */
export function DraftsTab() {
  const { query, search, filterStatus, goTo } = usePagedListQuery<DraftStatus>(DRAFT_STATUS_LABELS);
  const drafts = useDrafts({ ...query, pageSize: PAGE_SIZE });
  const deleteDraft = useDeleteDraft();
  const [deleting, setDeleting] = useState<ContentDraft | null>(null);
  const filtered = Boolean(query.q || query.status);
  return (
    <>
      <PagedListFilters
        label="Content drafts"
        searchLabel="Search titles"
        statusLabels={DRAFT_STATUS_LABELS}
        status={query.status}
        q={query.q}
        onSearch={search}
        onStatus={filterStatus}
      />
      <PagedResults
        state={pagedState(drafts)}
        subject="content drafts"
        onPage={goTo}
        empty={
          filtered ? (
            <EmptyState title="No content drafts found" description="No draft matches this search and status." headingLevel={2} />
          ) : (
            <EmptyState title="No content drafts yet" description="Start one with Create New, or let AI Generate write a first draft." headingLevel={2} />
          )
        }
      >
        {(items) => (
          <StyledList aria-label="Content drafts">
            {items.map((draft) => (
              <DraftCard key={draft.id} draft={draft} onDelete={() => setDeleting(draft)} />
            ))}
          </StyledList>
        )}
      </PagedResults>
      <DeleteItemDialog
        item={deleting}
        describe={(draft) => `the draft "${draft.title}"${draft.publishedPostId ? '; its published post stays on the blog' : ''}`}
        remove={deleteDraft}
        deleted={CONTENT_NOTICES.draftDeleted}
        failed={CONTENT_NOTICES.draftDeleteFailed}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}

function DraftCard({ draft, onDelete }: { draft: ContentDraft; onDelete: () => void }) {
  return (
    <StyledCard>
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
      <StyledBadges>
        <Badge variant={STATUS_BADGES[draft.status]}>{DRAFT_STATUS_LABELS[draft.status]}</Badge>
        {draft.isAutomated && <Badge variant="primary">AI Generated</Badge>}
        <Badge variant="outline">{CONTENT_TYPE_LABELS[draft.contentType]}</Badge>
        {draft.publishedPostId && <Badge variant="success">Live on the blog</Badge>}
      </StyledBadges>
      <StyledPreview>{draftPreview(draft.content)}</StyledPreview>
      <StyledMeta>
        Created {formatLongDate(draft.createdAt)}
        {draft.author && ` by ${draft.author}`}
        {draft.status === 'scheduled' && draft.scheduledFor && ` · Publishes ${formatDateTime(draft.scheduledFor)}`}
      </StyledMeta>
    </StyledCard>
  );
}

const StyledList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledCard = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[3]};
  padding: ${({ theme }) => theme.spacing[5]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
`;

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

const StyledBadges = styled.div`
  display: flex;
  flex-wrap: wrap;
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
