import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PublicLayout } from '../layout/public-layout';
import { HomePage } from '../home/home-page';

export type PublicAppProps = {
  /** The shell's 404 page, shown inside the public frame for any unknown path. */
  notFound: ReactNode;
};

export default function PublicApp({ notFound }: PublicAppProps) {
  return (
    <PublicLayout>
      <Routes>
        <Route index element={<HomePage />} />
        <Route path="*" element={notFound} />
      </Routes>
    </PublicLayout>
  );
}
