import { useId } from 'react';
import { type UseFormReturn } from 'react-hook-form';
import styled from 'styled-components';
import { DRAFT_STATUS_LABELS, DRAFT_STATUSES, type ContentDraft, type ContentDraftValues } from '@app/contracts';
import { Button, FormField, LabelOptions, Row, Select } from '@app/ui';
import { type useDraftActions } from '../hooks/use-draft-actions';
import { canSave, canUpdatePost, type DraftFormValues } from '../utils/draft-form';

interface DraftActionsProps {
  form: UseFormReturn<DraftFormValues, unknown, ContentDraftValues>;
  draft: ContentDraft | undefined;
  values: DraftFormValues;
  actions: ReturnType<typeof useDraftActions>;
}

/** Status, Save, Update Blog Post (SPEC §4) and Publish (only when approved). */
export function DraftActions({ form, draft, values, actions }: DraftActionsProps) {
  const publishHintId = useId();
  const approved = values.status === 'approved';
  const savable = canSave(values);

  return (
    <StyledBar>
      <StyledControls>
        <StyledStatus label="Status">
          <Select {...form.register('status')}>
            <LabelOptions values={DRAFT_STATUSES} labels={DRAFT_STATUS_LABELS} />
          </Select>
        </StyledStatus>
        <Row $gap={2} $wrap>
          <Button type="button" onClick={actions.save} disabled={!savable || actions.busy} aria-busy={actions.saving || undefined}>
            {actions.saving ? 'Saving...' : 'Save'}
          </Button>
          {canUpdatePost(draft, values) && (
            <Button
              type="button"
              variant="secondary"
              onClick={actions.updatePost}
              disabled={!savable || actions.busy}
              aria-busy={actions.updating || undefined}
            >
              Update Blog Post
            </Button>
          )}
          <Button
            type="button"
            variant="secondary"
            onClick={actions.publish}
            disabled={!approved || !savable || actions.busy}
            aria-busy={actions.publishing || undefined}
            aria-describedby={approved ? undefined : publishHintId}
          >
            {actions.publishing ? 'Publishing...' : 'Publish'}
          </Button>
        </Row>
      </StyledControls>
      {!approved && <StyledHint id={publishHintId}>Publish is available once the status is Approved.</StyledHint>}
    </StyledBar>
  );
}

const StyledBar = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing[2]};
`;

const StyledControls = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing[3]};
`;

const StyledStatus = styled(FormField)`
  min-width: 10rem;
`;

const StyledHint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  text-align: right;
`;
