import type { ReactNode } from 'react';
import styled from 'styled-components';
import { SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';

export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteHeader />
      <StyledMain id="main-content">{children}</StyledMain>
      <SiteFooter />
    </>
  );
}

const StyledMain = styled.main`
  padding-top: 72px;
  min-height: 70vh;
`;
