import { Link } from 'react-router-dom';
import { AdminPage, Button, PageHeader, Tabs, TabsContent, TabsList, TabsTrigger } from '@app/ui';
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
      <Tabs defaultValue="library">
        <TabsList aria-label="Media">
          <TabsTrigger value="library">Media Library</TabsTrigger>
          <TabsTrigger value="upload">Upload Media</TabsTrigger>
        </TabsList>
        <TabsContent value="library">
          <LibraryTab />
        </TabsContent>
        <TabsContent value="upload">
          <UploadTab upload={upload} />
        </TabsContent>
      </Tabs>
    </AdminPage>
  );
}
