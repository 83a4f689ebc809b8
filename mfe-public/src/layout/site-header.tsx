import { Link, NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@app/ui';

const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About' },
  { to: '/services', label: 'Services' },
  { to: '/blog', label: 'Blog' },
];

export function SiteHeader() {
  return (
    <StyledHeader>
      <StyledBrand to="/">Harbourline</StyledBrand>
      <nav aria-label="Main">
        <StyledNavList>
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.to === '/'}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </StyledNavList>
      </nav>
      <Button as={Link} to="/contact">
        Contact Us
      </Button>
    </StyledHeader>
  );
}

const StyledHeader = styled.header`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: 40;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing[4]};
  height: 72px;
  padding: 0 ${({ theme }) => theme.spacing[6]};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledBrand = styled(Link)`
  font-weight: 700;
  font-size: 1.25rem;
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;
`;

const StyledNavList = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.spacing[5]};
  list-style: none;
  margin: 0;
  padding: 0;

  a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    font-weight: 500;
  }

  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
  }
`;
