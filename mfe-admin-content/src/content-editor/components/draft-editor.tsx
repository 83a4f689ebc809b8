import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { type ContentDraft, type ContentDraftValues } from '@app/contracts';
import { Badge, PageHeader, Stack } from '@app/ui';
import { useCurrentUser } from '@app/web';
import { EditorColumns, EditorPanel } from '../../shared/editor-layout';
import { SharePreviewDialog } from '../../preview-links/components/share-preview-dialog';
import { RevisionHistoryDialog } from '../../revisions/components/revision-history-dialog';
import { SaveConflictDialog } from '../../revisions/components/save-conflict-dialog';
import { useDraftActions } from '../hooks/use-draft-actions';
import { draftFormValues, DraftFormSchema, newDraftFormValues, type DraftFormValues } from '../utils/draft-form';
import { DraftActions } from './draft-actions';
import { DraftBodyField } from './draft-body-field';
import { DraftDetailsFields } from './draft-details-fields';
import { DraftPreviewDialog } from './draft-preview-dialog';
import { DraftTitleField } from './draft-title-field';

/** While typing pauses this long, the editor saves the draft (a new one too) as an autosave revision. */
export const AUTOSAVE_DELAY_MS = 5000;

/** Runs `autosave` once the values have stayed the same for AUTOSAVE_DELAY_MS. */
function useAutosave(values: DraftFormValues, autosave: () => Promise<void>) {
  const latest = useRef(autosave);
  latest.current = autosave;
  useEffect(() => {
    const timer = setTimeout(() => void latest.current(), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [values]);
}

/** The editor form: a new draft when `draft` is undefined. */
export function DraftEditor({ draft }: { draft?: ContentDraft }) {
  const user = useCurrentUser();
  const form = useForm<DraftFormValues, unknown, ContentDraftValues>({
    resolver: zodResolver(DraftFormSchema),
    defaultValues: draft ? draftFormValues(draft) : newDraftFormValues(user),
  });
  const actions = useDraftActions(draft, form);
  const values = useWatch({ control: form.control }) as DraftFormValues;
  useAutosave(values, actions.autosave);

  return (
    <Stack as="section" aria-labelledby="content-editor-heading">
      <PageHeader
        title={draft ? 'Edit Content' : 'New Content'}
        titleId="content-editor-heading"
        status={draft?.publishedPostId && <Badge variant="success">Live on the blog</Badge>}
        actions={
          <>
            {draft && <RevisionHistoryDialog draftId={draft.id} onRestored={(restored) => form.reset(draftFormValues(restored))} />}
            <DraftPreviewDialog values={values} />
            {draft && <SharePreviewDialog draftId={draft.id} />}
            <DraftActions form={form} draft={draft} values={values} actions={actions} />
          </>
        }
      />
      <SaveConflictDialog conflict={actions.conflict} onUseTheirs={actions.useTheirs} onKeepMine={actions.keepMine} />
      <EditorColumns>
        <Stack>
          <DraftTitleField form={form} />
          <Controller
            control={form.control}
            name="content"
            render={({ field, fieldState }) => (
              <DraftBodyField
                title={values.title}
                value={field.value}
                onChange={field.onChange}
                onEnhanced={actions.markEnhanced}
                error={fieldState.error?.message}
              />
            )}
          />
        </Stack>
        <EditorPanel as="aside" aria-label="Draft details">
          <DraftDetailsFields form={form} status={values.status} />
        </EditorPanel>
      </EditorColumns>
    </Stack>
  );
}
