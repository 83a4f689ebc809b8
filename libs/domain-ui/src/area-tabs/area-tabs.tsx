import { NavLink } from 'react-router-dom';
import styled from 'styled-components';

export type AreaTab = { to: string; label: string; /** Active only on this exact path (the area's first tab). */ end?: boolean };

/** The lists of an admin area as tabs of links, the current one marked for screen readers (aria-current). */
export function AreaTabs({ label, tabs }: { label: string; tabs: AreaTab[] }) {
  return (
    <StyledTabs aria-label={label}>
      {tabs.map((tab) => (
        <StyledTab key={tab.to} to={tab.to} end={tab.end}>
          {tab.label}
        </StyledTab>
      ))}
    </StyledTabs>
  );
}

const StyledTabs = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing[2]};
  margin-bottom: ${({ theme }) => theme.spacing[4]};
`;

const StyledTab = styled(NavLink)`
  padding: ${({ theme }) => `${theme.spacing[2]} ${theme.spacing[3]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;
