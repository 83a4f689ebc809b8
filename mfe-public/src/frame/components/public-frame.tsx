import { Outlet } from 'react-router-dom';
import styled, { createGlobalStyle } from 'styled-components';
import { HEADER_HEIGHT } from '../../shared/components/page-layout';
import { useScrollOnNavigation } from '../hooks/use-scroll-on-navigation';
import { FloatingContactButton } from './floating-contact-button';
import { BOTTOM_BAR_HEIGHT, MobileBottomBar } from './mobile-bottom-bar';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The frame of every public page (SPEC §2); the shell never renders it on /admin or /auth. */
export function PublicFrame() {
  useScrollOnNavigation();

  return (
    <>
      <ScrollClearance />
      <StyledSkipLink href="#main-content">Skip to main content</StyledSkipLink>
      <SiteHeader />
      <StyledBody>
        <Outlet />
      </StyledBody>
      <SiteFooter />
      <MobileBottomBar />
      <FloatingContactButton />
    </>
  );
}

/**
 * Whatever the browser scrolls to (an #anchor, a field focused, by the visitor or by a form's check) stops clear of the
 * fixed header and, on a phone, of the bottom bar, with room under a field for its message.
 */
const ScrollClearance = createGlobalStyle`
  html {
    scroll-padding-top: calc(${HEADER_HEIGHT} + ${({ theme }) => theme.spacing[4]});
    scroll-padding-bottom: calc(${BOTTOM_BAR_HEIGHT} + ${({ theme }) => theme.spacing[12]});
  }

  ${({ theme }) => theme.media.md} {
    html {
      scroll-padding-bottom: ${({ theme }) => theme.spacing[12]};
    }
  }
`;

const StyledSkipLink = styled.a`
  position: fixed;
  top: ${({ theme }) => theme.spacing[2]};
  left: ${({ theme }) => theme.spacing[2]};
  z-index: ${({ theme }) => theme.zIndices.toast};
  padding: ${({ theme }) => `${theme.spacing[2]} ${theme.spacing[4]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  transform: translateY(-200%);

  &:focus {
    transform: none;
  }
`;

/**
 * Clears the fixed header (SPEC §2: public pages have top padding), and keeps the footer below the fold
 * while a page or its data loads, so it never jumps down (no layout shift).
 */
const StyledBody = styled.div`
  min-height: 100vh;
  padding-top: ${HEADER_HEIGHT};
`;
