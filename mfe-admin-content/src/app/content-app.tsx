import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { configureZodForCsp } from '@app/contracts';
import { AreaNotFound, Spinner } from '@app/ui';
import { ContentManagerPage } from '../content-manager/components/content-manager-page';
import { PropertyEditorPage } from '../properties/components/property-editor-page';

configureZodForCsp();

// The editor brings the rich-text editor (tiptap and ProseMirror): only pages that edit load it.
const ContentEditorPage = lazy(async () => ({ default: (await import('../content-editor/components/content-editor-page')).ContentEditorPage }));

/** Mounted by the shell at /admin/content/*, inside the admin layout. */
export default function ContentApp() {
  const editor = (
    <Suspense fallback={<Spinner label="Loading the editor" />}>
      <ContentEditorPage />
    </Suspense>
  );
  return (
    <Routes>
      <Route index element={<ContentManagerPage />} />
      <Route path="new" element={editor} />
      <Route path="edit/:id" element={editor} />
      <Route path="properties/new" element={<PropertyEditorPage />} />
      <Route path="properties/edit/:id" element={<PropertyEditorPage />} />
      <Route path="*" element={<AreaNotFound to="/admin/content" backLabel="Back to Content Manager" />} />
    </Routes>
  );
}
