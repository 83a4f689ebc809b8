import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { Button, CloseIcon, media, MenuIcon } from '@app/ui';
import { useCurrentUser } from '@app/web';
import { navItemsFor } from '../utils/nav-items';
import { SidebarNav } from './sidebar-nav';
import { SidebarUser } from './sidebar-user';

const SIDEBAR_ID = 'admin-sidebar';

/** The admin frame: a sidebar (a toggled drawer below lg) beside the routed page. */
export function AdminLayout({ logoutButton }: { logoutButton: ReactNode }) {
  const user = useCurrentUser();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && close();

  if (!user) return null;
  return (
    <StyledFrame>
      <StyledTopBar>
        <StyledBrand>Harbourline</StyledBrand>
        <Button variant="ghost" size="icon" aria-label="Menu" aria-expanded={open} aria-controls={SIDEBAR_ID} onClick={() => setOpen(!open)}>
          {open ? <CloseIcon /> : <MenuIcon />}
        </Button>
      </StyledTopBar>
      <StyledSidebar id={SIDEBAR_ID} $open={open} aria-label="Sidebar" onKeyDown={closeOnEscape}>
        <div>
          <StyledBrand>Harbourline</StyledBrand>
          <StyledSubtitle>Admin Panel</StyledSubtitle>
        </div>
        <SidebarNav items={navItemsFor(user.role)} onNavigate={close} />
        <StyledFooter>
          <SidebarUser user={user} onNavigate={close} />
          {logoutButton}
        </StyledFooter>
      </StyledSidebar>
      <StyledMain>
        <Outlet />
      </StyledMain>
    </StyledFrame>
  );
}

const StyledFrame = styled.div`
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.surface};

  ${media.lg} {
    display: grid;
    grid-template-columns: 16rem 1fr;
  }
`;

const StyledTopBar = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: ${({ theme }) => `${theme.spacing[2]} ${theme.spacing[4]}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};

  ${media.lg} {
    display: none;
  }
`;

const StyledSidebar = styled.aside<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'flex' : 'none')};
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[6]};
  padding: ${({ theme }) => theme.spacing[6]};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};

  ${media.lg} {
    display: flex;
    position: sticky;
    top: 0;
    height: 100vh;
    overflow-y: auto;
  }
`;

const StyledBrand = styled.p`
  margin: 0;
  font-family: ${({ theme }) => theme.typography.fontFamily.heading};
  font-size: ${({ theme }) => theme.typography.fontSize.xl};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
`;

const StyledSubtitle = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  opacity: 0.85;
`;

const StyledFooter = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[4]};
  margin-top: auto;
`;

const StyledMain = styled.main`
  min-width: 0;
  padding: ${({ theme }) => theme.spacing[4]};

  ${media.md} {
    padding: ${({ theme }) => theme.spacing[8]};
  }
`;
