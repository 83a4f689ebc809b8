import { Suspense } from 'react';
import { Link, Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { PAGE_METADATA } from '@app/content';
import { Button, NotFound, Spinner } from '@app/ui';
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

/** The 404 page brings its own main landmark, so it is not nested in ours. */
export function NotFoundOutlet() {
  usePageMetadata(PAGE_METADATA.notFound);
  return (
    <div id="main-content">
      <NotFound
        homeAction={
          <Button as={Link} to="/">
            Back to Home
          </Button>
        }
      />
    </div>
  );
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
