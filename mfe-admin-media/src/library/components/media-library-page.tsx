import { Link } from 'react-router-dom';
import { AdminPage, Button, PageHeader, TabbedPanels } from '@app/ui';
import { useLibraryUpload } from '../hooks/use-library-upload';
import { LibraryTab } from './library-tab';
import { UploadTab } from './upload-tab';

/** SPEC §2 Media Library. The upload lives here, so switching tabs never loses one in progress. */
export function MediaLibraryPage() {
  const upload = useLibraryUpload();

  return (
    <AdminPage $gap={5}>
      <PageHeader
        title="Media Library"
        actions={
          <Button as={Link} to="/admin" variant="outline">
            Back to Admin
          </Button>
        }
      />
      <TabbedPanels
        defaultValue="library"
        label="Media"
        tabs={[
          { value: 'library', label: 'Media Library', panel: <LibraryTab /> },
          { value: 'upload', label: 'Upload Media', panel: <UploadTab upload={upload} /> },
        ]}
      />
    </AdminPage>
  );
}
