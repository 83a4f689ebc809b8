import { QueryStatus } from '@app/web';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useDraft } from '../../api/content-queries';
import { BackToManager } from './back-to-manager';
import { DraftEditor } from './draft-editor';

/** SPEC §2 content editor: /admin/content/new, or /admin/content/edit/{id} once the draft has loaded. */
export function ContentEditorPage() {
  const { id } = useParams();
  return (
    <StyledPage>
      <BackToManager />
      {id ? <ExistingDraftEditor id={id} /> : <DraftEditor />}
    </StyledPage>
  );
}

function ExistingDraftEditor({ id }: { id: string }) {
  const draft = useDraft(id);
  return (
    <QueryStatus query={draft} subject="the draft">
      {(loaded) => <DraftEditor key={loaded.id} draft={loaded} />}
    </QueryStatus>
  );
}

const StyledPage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[4]};
`;
