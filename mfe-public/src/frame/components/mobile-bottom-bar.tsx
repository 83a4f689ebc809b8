import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { withoutBullets } from '@app/ui';
import { BOTTOM_BAR_LINKS } from './nav-links';

export const BOTTOM_BAR_HEIGHT = '4rem';

/** Phones only: the main pages within thumb's reach. */
export function MobileBottomBar() {
  return (
    <StyledBottomBar aria-label="Quick navigation">
      <ul>
        {BOTTOM_BAR_LINKS.map(({ to, label, Icon }) => (
          <li key={to}>
            <NavLink to={to} end={to === '/'}>
              <Icon />
              <span>{label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </StyledBottomBar>
  );
}

const StyledBottomBar = styled.nav`
  position: fixed;
  inset: auto 0 0 0;
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  height: ${BOTTOM_BAR_HEIGHT};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.md};

  ${({ theme }) => theme.media.md} {
    display: none;
  }

  ul {
    display: grid;
    grid-template-columns: repeat(4, 1fr);
    height: 100%;
    ${withoutBullets}
  }

  a {
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: ${({ theme }) => theme.spacing[1]};
    height: 100%;
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.typography.fontSize.xs};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
    text-decoration: none;

    svg {
      font-size: ${({ theme }) => theme.typography.fontSize.xl};
    }
  }

  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
  }
`;
