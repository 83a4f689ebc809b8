import { Link, NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { Button, CloseIcon, MenuIcon, PlainList } from '@app/ui';
import { PHONE_MENU_ATTRIBUTE, SCROLLED_ATTRIBUTE, SITE_HEADER_ATTRIBUTE } from '../../enhancements/header-enhancements';
import { BrandMark } from '../../shared/components/brand-mark';
import { HEADER_HEIGHT } from '../../shared/components/page-layout';
import { HEADER_LINKS } from '@app/content';

/**
 * The site header. Its phone menu is a <details>, so it opens and closes without JavaScript; enhanceHeader adds
 * the shadow after scrolling and closing on Escape.
 */
export function SiteHeader() {
  return (
    <StyledHeader {...{ [SITE_HEADER_ATTRIBUTE]: true, [SCROLLED_ATTRIBUTE]: false }}>
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
          <StyledPhoneMenu {...{ [PHONE_MENU_ATTRIBUTE]: true }}>
            <StyledMenuToggle as="summary" variant="ghost" size="icon">
              <MenuIcon className="when-closed" />
              <CloseIcon className="when-open" />
              <span className="when-closed">Open menu</span>
              <span className="when-open">Close menu</span>
            </StyledMenuToggle>
            <StyledMobileMenu aria-label="Mobile">
              <NavList />
              <Button as={Link} to="/contact" size="lg">
                Contact Us
              </Button>
            </StyledMobileMenu>
          </StyledPhoneMenu>
        </StyledActions>
      </StyledBar>
    </StyledHeader>
  );
}

function NavList() {
  return (
    <StyledNavList $gap={1}>
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

  &[${SCROLLED_ATTRIBUTE}='true'] {
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

const StyledNavList = styled(PlainList)`
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

const StyledPhoneMenu = styled.details`
  ${({ theme }) => theme.media.md} {
    display: none;
  }
`;

/** The menu's toggle: its icon and name say what it will do, by the menu's state, without script. */
const StyledMenuToggle = styled(Button)`
  list-style: none;
  cursor: pointer;

  &::-webkit-details-marker {
    display: none;
  }

  > span {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }

  details[open] > & .when-closed,
  details:not([open]) > & .when-open {
    display: none;
  }
`;

/** Below the header bar, the whole width of the screen. */
const StyledMobileMenu = styled.nav`
  position: absolute;
  top: ${HEADER_HEIGHT};
  right: 0;
  left: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[4]};
  max-height: calc(100vh - ${HEADER_HEIGHT});
  overflow-y: auto;
  padding: ${({ theme }) => theme.spacing[4]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;
