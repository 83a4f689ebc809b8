import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router-dom';
import { CONTENT_MESSAGES, type ContentDraft, type ContentDraftValues, type DraftConflict } from '@app/contracts';
import { errorMessage, newUuid, toast } from '@app/web';
import { cacheDraft } from '../../api/content-queries';
import { draftConflictOf } from '../../revisions/api/revision-queries';
import { CONTENT_NOTICES } from '../../shared/content-notices';
import { usePublishDraft, useSaveDraft, useUpdateBlogPost } from '../api/draft-mutations';
import { DraftFormSchema, draftFormValues, type DraftFormValues } from '../utils/draft-form';
import { editRouteOfNew } from '../utils/editor-address';

type DraftForm = UseFormReturn<DraftFormValues, unknown, ContentDraftValues>;
type SavedDraftAction = (saved: ContentDraft) => Promise<void>;

/** SPEC §5: a blog draft without an author is refused with a notice, not only a field message. */
function onInvalid(errors: FieldErrors<DraftFormValues>) {
  if (errors.author) toast(CONTENT_NOTICES.authorRequired);
}

/** Save, Publish and Update Blog Post with their SPEC §8 notices. The last two save pending changes first. */
export function useDraftActions(draft: ContentDraft | undefined, form: DraftForm) {
  const navigate = useNavigate();
  const location = useLocation();
  const save = useSaveDraft(draft?.id);
  /** Made once per new draft and sent with each create, so a create sent twice (Save, autosave, retries) makes one draft. */
  const [creationKey] = useState(newUuid);
  const sent = (values: ContentDraftValues, revisionSource: ContentDraftValues['revisionSource']): ContentDraftValues =>
    draft ? { ...values, baseVersion: draft.version, revisionSource } : { ...values, creationKey, revisionSource };
  const publish = usePublishDraft();
  const updatePost = useUpdateBlogPost();
  const queryClient = useQueryClient();
  const { isDirty } = form.formState;
  /**
   * An applied AI enhancement is kept as an 'ai_enhance' revision by the next save, autosave or not. Counted, so one
   * applied while a save runs is still unsaved when that save ends.
   */
  const enhancements = useRef({ applied: 0, saved: 0 });
  /** A save's revision source, and what to call once it is stored: the enhancements applied before it was sent are saved. */
  const savingAs = (plain: 'manual' | 'autosave') => {
    const { applied, saved } = enhancements.current;
    const stored = () => void (enhancements.current.saved = Math.max(enhancements.current.saved, applied));
    return { source: applied > saved ? ('ai_enhance' as const) : plain, stored };
  };
  const [conflict, setConflict] = useState<DraftConflict | null>(null);

  /** Resolves the stored draft, saving it if needed; null once the failure (or a conflict) has been told. */
  async function persist(values: ContentDraftValues, quiet: boolean): Promise<ContentDraft | null> {
    if (draft && !isDirty) {
      // Already stored (by an autosave, or unchanged): Save still confirms it.
      if (!quiet) toast(CONTENT_NOTICES.saved(false));
      return draft;
    }
    try {
      const saving = savingAs('manual');
      const saved = await save.mutateAsync(sent(values, saving.source));
      saving.stored();
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

  /** A new draft, once made, is at home on its edit route. */
  const openMade = (saved: ContentDraft) => {
    if (!draft) navigate(...editRouteOfNew(saved.id, location));
  };

  /**
   * Saves the changes quietly as an autosave revision (consecutive ones collapse on the server; an applied AI enhancement
   * is kept as its own revision instead); a new draft is made by its first autosave. Nothing happens while the form is
   * invalid, a save runs or a conflict waits; a failure waits for the next try.
   */
  const autosave = async () => {
    const parsed = DraftFormSchema.safeParse(form.getValues());
    if (!form.formState.isDirty || save.isPending || conflict || !parsed.success) return;
    try {
      const saving = savingAs('autosave');
      const saved = await save.mutateAsync(sent(parsed.data, saving.source));
      saving.stored();
      // What was typed while the request ran stays, and still counts as a change.
      form.reset(draftFormValues(saved), { keepValues: true });
      openMade(saved);
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
      openMade(saved);
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
      enhancements.current.applied += 1;
    },
    conflict,
    useTheirs: () => settleConflict(true),
    keepMine: () => settleConflict(false),
  };
}
