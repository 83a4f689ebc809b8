import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NEWSLETTER_UNSUBSCRIBE_PATH, configureZodForCsp } from '@app/contracts';
import { PublicFrame } from '../frame/components/public-frame';
import {
  AboutPage,
  BlogListPage,
  BlogPostPage,
  ContactPage,
  CookiesPage,
  HomePage,
  PrivacyPage,
  ServicesPage,
  TermsPage,
  UnsubscribePage,
} from './lazy-pages';
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
          <Route index element={<HomePage />} />
          <Route path="about" element={<AboutPage />} />
          <Route path="services" element={<ServicesPage />} />
          <Route path="blog" element={<BlogListPage />} />
          <Route path="blog/:slug" element={<BlogPostPage />} />
          <Route path="contact" element={<ContactPage />} />
          <Route path="privacy" element={<PrivacyPage />} />
          <Route path="terms" element={<TermsPage />} />
          <Route path="cookies" element={<CookiesPage />} />
          <Route path={NEWSLETTER_UNSUBSCRIBE_PATH.slice(1)} element={<UnsubscribePage />} />
        </Route>
        <Route path="*" element={<NotFoundOutlet notFound={notFound} />} />
      </Route>
    </Routes>
  );
}
