import { useEffect, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { Button, CloseIcon, MenuIcon } from '@app/ui';
import { BrandMark } from '../../shared/components/brand-mark';
import { HEADER_HEIGHT } from '../../shared/components/page-layout';
import { useScrolledPast } from '../hooks/use-scrolled-past';
import { HEADER_LINKS } from './nav-links';

/** SPEC §9: the header gains its shadow after 20 px of scrolling. */
const SHADOW_AFTER_PX = 20;
const MOBILE_MENU_ID = 'mobile-menu';

export function SiteHeader() {
  const scrolled = useScrolledPast(SHADOW_AFTER_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!menuOpen) return undefined;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  return (
    <StyledHeader data-scrolled={scrolled}>
      <StyledBar>
        <StyledBrand to="/" aria-label="Harbourline Property Management, home">
          <BrandMark />
          <span>Harbourline</span>
        </StyledBrand>
        <StyledDesktopNav aria-label="Main">
          <NavList />
        </StyledDesktopNav>
        <StyledActions>
          <StyledContactButton as={Link} to="/contact">
            Contact Us
          </StyledContactButton>
          <StyledMenuToggle
            ref={toggleRef}
            type="button"
            variant="ghost"
            size="icon"
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </StyledMenuToggle>
        </StyledActions>
      </StyledBar>
      {/* Choosing any link in the menu closes it. */}
      <StyledMobileMenu
        id={MOBILE_MENU_ID}
        aria-label="Mobile"
        hidden={!menuOpen}
        onClick={(event) => {
          if (event.target instanceof Element && event.target.closest('a')) setMenuOpen(false);
        }}
      >
        <NavList />
        <Button as={Link} to="/contact" size="lg">
          Contact Us
        </Button>
      </StyledMobileMenu>
    </StyledHeader>
  );
}

function NavList() {
  return (
    <StyledNavList>
      {HEADER_LINKS.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} end={link.to === '/'}>
            {link.label}
          </NavLink>
        </li>
      ))}
    </StyledNavList>
  );
}

const StyledHeader = styled.header`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  background: ${({ theme }) => theme.colors.background};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  transition: box-shadow ${({ theme }) => theme.transitions.normal};

  &[data-scrolled='true'] {
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
`;

const StyledBar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing[4]};
  max-width: 75rem;
  height: ${HEADER_HEIGHT};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.spacing[4]};

  ${({ theme }) => theme.media.md} {
    padding: 0 ${({ theme }) => theme.spacing[6]};
  }
`;

const StyledBrand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[2]};
  color: ${({ theme }) => theme.colors.primary};
  font-family: ${({ theme }) => theme.typography.fontFamily.heading};
  font-size: ${({ theme }) => theme.typography.fontSize.xl};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
  text-decoration: none;
`;

const StyledDesktopNav = styled.nav`
  display: none;

  ${({ theme }) => theme.media.md} {
    display: block;
  }
`;

const StyledNavList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[1]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.md} {
    flex-direction: row;
    gap: ${({ theme }) => theme.spacing[2]};
  }

  a {
    display: block;
    padding: ${({ theme }) => `${theme.spacing[2]} ${theme.spacing[3]}`};
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
    text-decoration: none;
  }

  a:hover {
    background: ${({ theme }) => theme.colors.surface};
  }

  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
    box-shadow: inset 0 -2px 0 ${({ theme }) => theme.colors.accent};
  }
`;

const StyledActions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[2]};
`;

const StyledContactButton = styled(Button)`
  display: none;

  ${({ theme }) => theme.media.sm} {
    display: inline-flex;
  }
`;

const StyledMenuToggle = styled(Button)`
  ${({ theme }) => theme.media.md} {
    display: none;
  }
`;

const StyledMobileMenu = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[4]};
  max-height: calc(100vh - ${HEADER_HEIGHT});
  overflow-y: auto;
  padding: ${({ theme }) => theme.spacing[4]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  &[hidden] {
    display: none;
  }

  ${({ theme }) => theme.media.md} {
    display: none;
  }
`;
