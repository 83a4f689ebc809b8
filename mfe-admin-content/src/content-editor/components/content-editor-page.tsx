import { AdminPage } from '@app/ui';
import { QueryStatus } from '@app/web';
import { useLocation, useParams } from 'react-router-dom';
import { useDraft } from '../../api/content-queries';
import { BackToManager } from './back-to-manager';
import { editorKeyOf } from '../utils/editor-address';
import { DraftEditor } from './draft-editor';

/**
 * SPEC §2 content editor: /admin/content/new, or /admin/content/edit/{id} once the draft has loaded. A new draft's
 * first save or autosave moves the address to its edit route in the same editor, so nothing typed meanwhile is lost.
 */
export function ContentEditorPage() {
  const { id } = useParams();
  return (
    <AdminPage $gap={4}>
      <BackToManager />
      <DraftEditorOf key={editorKeyOf(useLocation())} id={id} />
    </AdminPage>
  );
}

/** The editor of draft `id` once it has loaded, or of a new draft; either way in the same place, to stay mounted. */
function DraftEditorOf({ id }: { id: string | undefined }) {
  const draft = useDraft(id);
  if (id && !draft.data)
    return (
      <QueryStatus query={draft} subject="the draft">
        {() => null}
      </QueryStatus>
    );
  return <DraftEditor draft={draft.data} />;
}
