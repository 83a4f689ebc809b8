import { Route, Routes } from 'react-router-dom';
import { DRAFT_PREVIEW_PAGE, PUBLIC_PAGES } from '@app/content';
import { PublicFrame } from '../frame/components/public-frame';
import { DraftPreviewPage, PAGE_COMPONENTS } from './lazy-pages';
import { NotFoundOutlet, PageOutlet } from './page-outlet';

/** Every public page of SPEC §2 inside the public frame; the shell mounts this for all paths outside /admin and /auth. */
export default function PublicApp() {
  return (
    <Routes>
      <Route element={<PublicFrame />}>
        <Route element={<PageOutlet />}>
          {PUBLIC_PAGES.map(({ key, path }) => {
            const Page = PAGE_COMPONENTS[key];
            return <Route key={key} path={path} element={<Page />} />;
          })}
          <Route path={DRAFT_PREVIEW_PAGE.path} element={<DraftPreviewPage />} />
        </Route>
        <Route path="*" element={<NotFoundOutlet />} />
      </Route>
    </Routes>
  );
}
