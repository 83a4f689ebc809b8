import { Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { PAGE_METADATA } from '@app/content';
import { Spinner } from '@app/ui';
import { usePageMetadata } from '../seo/use-page-metadata';

/** The main landmark of the site's own pages, showing a spinner while a page's chunk loads. */
export function PageOutlet() {
  return (
    <StyledMain id="main-content" tabIndex={-1}>
      <Suspense
        fallback={
          <StyledLoading>
            <Spinner label="Loading page" />
          </StyledLoading>
        }
      >
        <Outlet />
      </Suspense>
    </StyledMain>
  );
}

/** The shell's 404 page brings its own main landmark, so it is not nested in ours. */
export function NotFoundOutlet({ notFound }: { notFound: ReactNode }) {
  usePageMetadata(PAGE_METADATA.notFound);
  return <div id="main-content">{notFound}</div>;
}

const StyledMain = styled.main`
  &:focus {
    outline: none;
  }
`;

const StyledLoading = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 60vh;
`;
