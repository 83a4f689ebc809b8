import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { CONTENT_MESSAGES, type ContentDraft, type ContentDraftValues, type DraftConflict } from '@app/contracts';
import { errorMessage, toast } from '@app/web';
import { cacheDraft } from '../../api/content-queries';
import { draftConflictOf } from '../../revisions/api/revision-queries';
import { CONTENT_NOTICES } from '../../shared/content-notices';
import { usePublishDraft, useSaveDraft, useUpdateBlogPost } from '../api/draft-mutations';
import { DraftFormSchema, draftFormValues, type DraftFormValues } from '../utils/draft-form';

type DraftForm = UseFormReturn<DraftFormValues, unknown, ContentDraftValues>;
type SavedDraftAction = (saved: ContentDraft) => Promise<void>;

/** SPEC §5: a blog draft without an author is refused with a notice, not only a field message. */
function onInvalid(errors: FieldErrors<DraftFormValues>) {
  if (errors.author) toast(CONTENT_NOTICES.authorRequired);
}

/** Save, Publish and Update Blog Post with their SPEC §8 notices. The last two save pending changes first. */
export function useDraftActions(draft: ContentDraft | undefined, form: DraftForm) {
  const navigate = useNavigate();
  const save = useSaveDraft(draft?.id);
  const publish = usePublishDraft();
  const updatePost = useUpdateBlogPost();
  const queryClient = useQueryClient();
  const { isDirty } = form.formState;
  /** An applied AI enhancement makes the next save's revision 'ai_enhance'. */
  const nextSource = useRef<'manual' | 'ai_enhance'>('manual');
  const [conflict, setConflict] = useState<DraftConflict | null>(null);

  /** Resolves the stored draft, saving it if needed; null once the failure (or a conflict) has been told. */
  async function persist(values: ContentDraftValues, quiet: boolean): Promise<ContentDraft | null> {
    if (draft && !isDirty) {
      // Already stored (by an autosave, or unchanged): Save still confirms it.
      if (!quiet) toast(CONTENT_NOTICES.saved(false));
      return draft;
    }
    try {
      const saved = await save.mutateAsync({ ...values, baseVersion: draft?.version, revisionSource: nextSource.current });
      nextSource.current = 'manual';
      form.reset(draftFormValues(saved));
      if (!quiet) toast(CONTENT_NOTICES.saved(!draft));
      return saved;
    } catch (error) {
      const found = draftConflictOf(error);
      if (found) setConflict(found);
      else toast(CONTENT_NOTICES.saveFailed(errorMessage(error)));
      return null;
    }
  }

  /**
   * Saves an existing draft's changes quietly as an autosave revision (consecutive ones collapse on the server).
   * Nothing happens while the form is invalid, a save runs or a conflict waits; a failure waits for the next try.
   */
  const autosave = async () => {
    const parsed = DraftFormSchema.safeParse(form.getValues());
    if (!draft || !form.formState.isDirty || save.isPending || conflict || !parsed.success) return;
    try {
      const saved = await save.mutateAsync({ ...parsed.data, baseVersion: draft.version, revisionSource: 'autosave' });
      // What was typed while the request ran stays, and still counts as a change.
      form.reset(draftFormValues(saved), { keepValues: true });
    } catch (error) {
      const found = draftConflictOf(error);
      if (found) setConflict(found);
    }
  };

  /** The saved version becomes the one the next save builds on; with `takeIt`, the editor shows it too. */
  const settleConflict = (takeIt: boolean) => {
    if (!conflict) return;
    cacheDraft(queryClient, conflict.current);
    if (takeIt) form.reset(draftFormValues(conflict.current));
    setConflict(null);
  };

  const submit = (then?: SavedDraftAction) =>
    form.handleSubmit(async (values) => {
      const saved = await persist(values, Boolean(then));
      if (!saved) return;
      await then?.(saved);
      if (!draft) navigate(`/admin/content/edit/${encodeURIComponent(saved.id)}`, { replace: true });
    }, onInvalid);

  const publishSaved: SavedDraftAction = async ({ id }) => {
    try {
      await publish.mutateAsync(id);
      toast(CONTENT_NOTICES.published);
    } catch (error) {
      toast(CONTENT_NOTICES.publishFailed(errorMessage(error)));
    }
  };

  const updateSavedPost: SavedDraftAction = async ({ id }) => {
    try {
      await updatePost.mutateAsync(id);
      toast(CONTENT_NOTICES.postUpdated);
    } catch (error) {
      const message = errorMessage(error);
      toast(message.includes(CONTENT_MESSAGES.noPublishedPost) ? CONTENT_NOTICES.notPublishedYet : CONTENT_NOTICES.updateFailed(message));
    }
  };

  return {
    save: submit(),
    publish: submit(publishSaved),
    updatePost: submit(updateSavedPost),
    saving: save.isPending,
    publishing: publish.isPending,
    updating: updatePost.isPending,
    busy: save.isPending || publish.isPending || updatePost.isPending,
    autosave,
    markEnhanced: () => {
      nextSource.current = 'ai_enhance';
    },
    conflict,
    useTheirs: () => settleConflict(true),
    keepMine: () => settleConflict(false),
  };
}
