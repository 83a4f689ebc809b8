import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PUBLIC_PAGES } from '@app/content';
import { configureZodForCsp } from '@app/contracts';
import { PublicFrame } from '../frame/components/public-frame';
import { PAGE_COMPONENTS } from './lazy-pages';
import { NotFoundOutlet, PageOutlet } from './page-outlet';

configureZodForCsp();

export type PublicAppProps = {
  /** The shell's 404 page, shown inside the public frame for any unknown path. */
  notFound: ReactNode;
};

/** Every public page of SPEC §2 inside the public frame; the shell mounts this for all paths outside /admin and /auth. */
export default function PublicApp({ notFound }: PublicAppProps) {
  return (
    <Routes>
      <Route element={<PublicFrame />}>
        <Route element={<PageOutlet />}>
          {PUBLIC_PAGES.map(({ key, path }) => {
            const Page = PAGE_COMPONENTS[key];
            return <Route key={key} path={path} element={<Page />} />;
          })}
        </Route>
        <Route path="*" element={<NotFoundOutlet notFound={notFound} />} />
      </Route>
    </Routes>
  );
}
