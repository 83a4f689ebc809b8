import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { PlainList } from '@app/ui';
import { RemoteSlot } from '../../../remotes/remote-slot';
import { type NavItem } from '../utils/nav-items';

export function SidebarNav({ items, onNavigate }: { items: NavItem[]; onNavigate: () => void }) {
  return (
    <nav aria-label="Admin">
      <PlainList $gap={1}>
        {items.map((item) => (
          <li key={item.to}>
            <StyledLink to={item.to} end={item.to === '/admin'} onClick={onNavigate}>
              {item.label}
              {item.area?.navBadge && <RemoteSlot remote={item.area.remote} exposed={item.area.navBadge} />}
            </StyledLink>
          </li>
        ))}
      </PlainList>
    </nav>
  );
}

const StyledLink = styled(NavLink)`
  display: block;
  padding: ${({ theme }) => `${theme.spacing[2]} ${theme.spacing[3]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }

  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.onAccent};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
`;
